/**
 * An antenna's settings and rules (kmyblue-api.md §9): read them, and change each at once. A
 * change shows before the server answers; a refusal alerts with the server's words and puts
 * the screen back as the server has it.
 */
import * as antennasApi from '../../api/antennas';
import type { ApiClient, ApiError, ApiResult } from '../../api/client';
import { searchAccounts } from '../../api/search';
import { ANTENNA_TERM_KINDS, antennaBody, type AntennaChanges } from '../../entities/antenna';
import type { Antenna, AntennaRuleKind } from '../../entities/types';
import { refusalShown } from '../alerts/alerts';
import { itemGone } from '../collections/collectionActions';
import { collectionItemSaved } from '../collections/collections';
import { entitiesReceived } from '../entities';
import type { AppDispatch, RootState } from '../index';
import { selectHasAntennas } from '../selectors';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { antennaReceived, antennaRuleChanged, antennaRulesReceived } from './antennas';
import type { AntennaRuleChange } from './antennas';
import { selectAntenna, selectAntennaRule } from './antennaSelectors';
import { cleanRuleValue, ruleRefusal } from './antennaRules';

/** Nothing goes to /api/v1/antennas on a server without antennas. */
const onlyWithAntennas = {
  condition: (_: unknown, { getState }: { getState: () => RootState }) =>
    selectHasAntennas(getState()),
};

/** How many accounts a search offers to add. */
export const ANTENNA_SEARCH_LIMIT = 10;

const saved = (dispatch: AppDispatch, antenna: Antenna) => {
  dispatch(antennaReceived(antenna));
  dispatch(
    collectionItemSaved({ kind: 'antennas', item: { id: antenna.id, title: antenna.title } }),
  );
};

/** The account ids of a rule list; the accounts themselves are stored once. */
async function readAccountIds(
  client: ApiClient,
  id: string,
  exclude: boolean,
  dispatch: AppDispatch,
): Promise<ApiResult<string[]>> {
  const result = await antennasApi.fetchAntennaAccounts(client, id, exclude);
  if (!result.ok) return result;
  dispatch(entitiesReceived(result.value.bundle));
  return { ...result, value: result.value.accounts.map((a) => a.id) };
}

/**
 * The settings screen's data: the antenna, then its rules. A 404 means it is gone (its
 * columns go too), without an alert.
 */
export const loadAntennaSettings = createAppAsyncThunk(
  'antennas/loadSettings',
  async (id: string, { getState, extra, dispatch, rejectWithValue }) => {
    const client = clientOf(getState(), extra);
    const result = await antennasApi.fetchAntenna(client, id);
    if (!result.ok) {
      if (result.error.status === 404) dispatch(itemGone('antennas', id));
      return rejectWithValue(result.error, { skipNotFound: true });
    }
    saved(dispatch, result.value);
    const [terms, included, excluded] = await Promise.all([
      Promise.all(
        ANTENNA_TERM_KINDS.map((kind) => antennasApi.fetchAntennaTerms(client, id, kind)),
      ),
      readAccountIds(client, id, false, dispatch),
      readAccountIds(client, id, true, dispatch),
    ]);
    let failure: ApiError | null = null;
    ANTENNA_TERM_KINDS.forEach((kind, i) => {
      const read = terms[i];
      if (read?.ok) dispatch(antennaRulesReceived({ id, kind, terms: read.value }));
      else if (read) failure ??= read.error;
    });
    if (included.ok && excluded.ok) {
      const accounts = { include: included.value, exclude: excluded.value };
      dispatch(antennaRulesReceived({ id, kind: 'accounts', terms: accounts }));
    }
    if (!included.ok) failure ??= included.error;
    if (!excluded.ok) failure ??= excluded.error;
    if (failure) return rejectWithValue(failure, {});
    return undefined;
  },
  onlyWithAntennas,
);

/** Changes settings at once; a refusal puts back what was there. */
export const updateAntenna = createAppAsyncThunk(
  'antennas/update',
  async (
    { id, changes }: { id: string; changes: AntennaChanges },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const before = selectAntenna(getState(), id);
    if (before) dispatch(antennaReceived({ ...before, ...changes }));
    const client = clientOf(getState(), extra);
    const result = await antennasApi.updateAntenna(client, id, antennaBody(changes));
    if (!result.ok) {
      if (before) dispatch(antennaReceived(before));
      return rejectWithValue(result.error, {});
    }
    saved(dispatch, result.value);
    return undefined;
  },
  onlyWithAntennas,
);

const sendRuleChange = (client: ApiClient, change: AntennaRuleChange) => {
  const { id, kind, values, add, exclude } = change;
  return kind === 'accounts'
    ? antennasApi.changeAntennaAccounts(client, id, values, { add, exclude })
    : antennasApi.changeAntennaTerms(client, id, kind, values, { add, exclude });
};

/**
 * Adds one entry to a rule list or takes one out, shown at once. An entry the client can tell
 * is refused (too short, already there) alerts without asking the server.
 */
export const changeAntennaRule = createAppAsyncThunk(
  'antennas/changeRule',
  async (
    {
      id,
      kind,
      exclude,
      value,
      add,
    }: { id: string; kind: AntennaRuleKind; exclude: boolean; value: string; add: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const entry = add ? cleanRuleValue(kind, value) : value;
    if (!entry) return false;
    if (add) {
      const current = selectAntennaRule(getState(), id, kind)?.[exclude ? 'exclude' : 'include'];
      const refusal = ruleRefusal({ kind, exclude }, entry, current ?? []);
      if (refusal) {
        dispatch(refusalShown(refusal));
        return false;
      }
    }
    const change: AntennaRuleChange = { id, kind, exclude, values: [entry], add };
    dispatch(antennaRuleChanged(change));
    const result = await sendRuleChange(clientOf(getState(), extra), change);
    if (!result.ok) {
      dispatch(antennaRuleChanged({ ...change, add: !add }));
      return rejectWithValue(result.error, {});
    }
    return true;
  },
  onlyWithAntennas,
);

/** Accounts to add to a rule list: the server's search, without resolving remote ones. */
export const searchAntennaAccounts = createAppAsyncThunk(
  'antennas/searchAccounts',
  async (q: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await searchAccounts(clientOf(getState(), extra), q, ANTENNA_SEARCH_LIMIT);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.accounts.map((a) => a.id);
  },
  onlyWithAntennas,
);
