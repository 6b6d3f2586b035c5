/**
 * The reader's domain blocks. A 404 on the list means the server has no such feature: the
 * screen says so and nothing alerts (SPEC §8). A block purges by the list of affected
 * accounts, those of the domain the client knows (SPEC §4).
 */
import { changeDomainBlock, fetchDomainBlocks } from '../../api/accountLists';
import type { ApiError } from '../../api/client';
import type { AlertMeta } from '../alerts/alertMiddleware';
import type { AppDispatch, RootState } from '../index';
import { fetchRelationshipsBatched } from '../accounts/relationshipBatch';
import { purgeAccount } from '../statuses/removalActions';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** A 404 says the server has no domain blocks: no alert for that, any other error alerts. */
const quietWhenUnavailable = (error: ApiError): AlertMeta => ({ skipAlert: error.status === 404 });

/** The first page of blocked domains, or (more) the next by its Link URL. */
export const loadDomainBlocks = createAppAsyncThunk(
  'domainBlocks/load',
  async ({ more = false }: { more?: boolean }, { getState, extra, rejectWithValue }) => {
    const state = getState();
    const url = more ? state.domainBlocks.next : null;
    const result = await fetchDomainBlocks(clientOf(state, extra), url);
    if (!result.ok) return rejectWithValue(result.error, quietWhenUnavailable(result.error));
    return { domains: result.value, next: result.links.next };
  },
);

/** The accounts the client holds from this domain (acct `user@domain`). */
function accountsOfDomain(state: RootState, domain: string): string[] {
  const suffix = `@${domain.toLowerCase()}`;
  return Object.values(state.accounts.entities).flatMap((account) =>
    account.acct.toLowerCase().endsWith(suffix) ? [account.id] : [],
  );
}

const afterChange = (dispatch: AppDispatch, accountIds: string[]) =>
  dispatch(fetchRelationshipsBatched(accountIds));

/** Blocks a domain: its accounts' statuses, notifications and the rest leave the client. */
export const blockDomain = createAppAsyncThunk(
  'domainBlocks/block',
  async (domain: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await changeDomainBlock(clientOf(getState(), extra), domain, true);
    if (!result.ok) return rejectWithValue(result.error, quietWhenUnavailable(result.error));
    const accountIds = accountsOfDomain(getState(), domain);
    for (const accountId of accountIds) dispatch(purgeAccount(accountId));
    afterChange(dispatch, accountIds);
    return { domain, accountIds };
  },
);

export const unblockDomain = createAppAsyncThunk(
  'domainBlocks/unblock',
  async (domain: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await changeDomainBlock(clientOf(getState(), extra), domain, false);
    if (!result.ok) return rejectWithValue(result.error, quietWhenUnavailable(result.error));
    const accountIds = accountsOfDomain(getState(), domain);
    afterChange(dispatch, accountIds);
    return { domain, accountIds };
  },
);
