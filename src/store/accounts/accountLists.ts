/** The reader's blocks and mutes: lists of accounts (GET v1/blocks and v1/mutes). */
import { fetchAccountList } from '../../api/accounts';
import { entitiesReceived } from '../entities';
import type { PagedListKind } from '../pagedLists/pagedListKind';
import { fetchRelationshipsBatched } from './relationshipBatch';

export type AccountListKind = 'blocks' | 'mutes';

export interface AccountListSource {
  kind: AccountListKind;
}

const accountList = (kind: AccountListKind): PagedListKind<AccountListSource> => ({
  keyOf: () => kind,
  holds: 'accounts',
  fetchPage: async (client, _source, url, dispatch) => {
    const result = await fetchAccountList(client, kind, url);
    if (!result.ok) return result;
    dispatch(entitiesReceived(result.value.bundle));
    dispatch(fetchRelationshipsBatched(result.value.accountIds));
    const ids = result.value.accountIds;
    return { ok: true, value: { ids, reactions: [], next: result.links.next } };
  },
});

export const ACCOUNT_LIST_KINDS: Record<AccountListKind, PagedListKind<AccountListSource>> = {
  blocks: accountList('blocks'),
  mutes: accountList('mutes'),
};
