import type { StoreDeps } from '../deps';
import type { RootState } from '../index';
import { columnsChanged } from '../session/settings';
import { connectSession, localError, revokeSessionToken, signOut } from '../session/sessionActions';
import { sessionLeft } from '../session/sessionRequests';
import { forgetAccount, loadSignedInRecords, recordKey } from '../session/sessionRecords';
import { createAppAsyncThunk } from '../thunk';
import { saveHomeCache } from '../timelines/homeCacheListeners';
import { flushMarkersOnExit } from '../timelines/markerSync';
import { signedInAccountsRead } from './accountRegistry';
import { closeAccountStore } from './accountStores';
import { readSignedInAccounts } from './registryListeners';
import { selectCurrentAccountKey } from './selectors';

const recordOf = (deps: StoreDeps, key: string) =>
  loadSignedInRecords(deps.localStorage).find((r) => recordKey(r) === key);

/** What the old account leaves for its next visit: its read position and home's first page. */
function leaveSession(state: RootState, deps: StoreDeps) {
  flushMarkersOnExit(state, deps);
  void saveHomeCache(state, deps.db);
}

/**
 * Makes another signed-in account the current one, in place: the old session's requests and
 * stream end, the store starts afresh (entities, timelines, notifications) and the account's
 * home, settings, columns and draft load as at start-up. The address stays.
 */
export const switchAccount = createAppAsyncThunk(
  'accountRegistry/switch',
  async (key: string, { getState, dispatch, extra, rejectWithValue }) => {
    const record = recordOf(extra, key);
    if (!record)
      return rejectWithValue(localError('That account is no longer signed in here.'), {});
    const state = getState();
    if (selectCurrentAccountKey(state) === key) return key;
    leaveSession(state, extra);
    dispatch(sessionLeft());
    // It is the main store's now: a deck column's store of it would be a second connection.
    closeAccountStore(extra, key);
    await dispatch(connectSession({ origin: record.origin, token: record.token })).unwrap();
    return key;
  },
);

/**
 * Signs one account out (its token revoked at its own server) and keeps the others. The
 * current one hands over to the next signed-in account; the last one signs out entirely.
 * Fulfils with whether an account is still signed in.
 */
export const signOutAccount = createAppAsyncThunk(
  'accountRegistry/signOut',
  async (key: string, { getState, dispatch, extra }) => {
    const isCurrent = selectCurrentAccountKey(getState()) === key;
    const record = recordOf(extra, key);
    const next = loadSignedInRecords(extra.localStorage).find((r) => recordKey(r) !== key);
    if (isCurrent && !next) {
      await dispatch(signOut());
      return false;
    }
    if (isCurrent && next) await dispatch(switchAccount(recordKey(next)));
    else closeAccountStore(extra, key);
    if (record) {
      forgetAccount(extra.localStorage, record);
      if (record.token) await revokeSessionToken(extra, record.origin, record.token);
    }
    // Its deck columns go with it.
    const columns = getState().settings.columns;
    const kept = columns.filter((c) => c.params.account !== key);
    if (kept.length !== columns.length) dispatch(columnsChanged(kept));
    dispatch(signedInAccountsRead(readSignedInAccounts(extra)));
    return getState().session.meId !== null;
  },
);

/** The next signed-in account after the current one, round the list (a shortcut's command). */
export const switchToNextAccount = createAppAsyncThunk(
  'accountRegistry/switchToNext',
  async (_: void, { getState, dispatch }) => {
    const state = getState();
    const keys = state.accountRegistry.accounts.map((a) => a.key).sort();
    const current = selectCurrentAccountKey(state);
    const next = keys[(keys.indexOf(current ?? '') + 1) % keys.length];
    if (next === undefined || next === current) return current;
    return dispatch(switchAccount(next)).unwrap();
  },
);
