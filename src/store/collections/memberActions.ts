/**
 * The accounts a list or circle holds: loading them, adding and removing, and finding whom
 * to add. Which accounts may be added is the kind's (entities/collectionKinds.ts `members`).
 */
import { fetchRelationships } from '../../api/accounts';
import * as collectionsApi from '../../api/collections';
import { searchAccounts } from '../../api/search';
import { COLLECTION_KINDS, type MemberCollectionKind } from '../../entities/collectionKinds';
import { relationshipsReceived } from '../accounts/relationships';
import { COLLECTION_MEMBER_SEARCH_LIMIT } from '../constants';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';
import {
  collectionCandidatesReceived,
  collectionMembersChanged,
  collectionMembersReceived,
} from './collections';
import { eligibleCandidates } from './memberCandidates';

interface ItemRef {
  kind: MemberCollectionKind;
  id: string;
}

export const fetchCollectionMembers = createAppAsyncThunk(
  'collections/loadMembers',
  async ({ kind, id }: ItemRef, { getState, extra, dispatch, rejectWithValue }) => {
    const client = clientOf(getState(), extra);
    const result = await collectionsApi.fetchCollectionAccounts(client, kind, id);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    dispatch(collectionMembersReceived({ kind, id, accountIds: result.value.accountIds }));
    return undefined;
  },
);

/** Adds (shown once the server agrees: it refuses whom it may not hold) or removes (at once). */
export const changeCollectionMember = createAppAsyncThunk(
  'collections/changeMember',
  async (
    { kind, id, accountId, member }: ItemRef & { accountId: string; member: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const accountIds = [accountId];
    if (!member) dispatch(collectionMembersChanged({ kind, id, accountIds, member }));
    const client = clientOf(getState(), extra);
    const result = await collectionsApi.changeCollectionMembers(
      client,
      kind,
      id,
      accountIds,
      member,
    );
    if (!result.ok) {
      if (!member) dispatch(collectionMembersChanged({ kind, id, accountIds, member: true }));
      return rejectWithValue(result.error, {});
    }
    if (member) dispatch(collectionMembersChanged({ kind, id, accountIds, member }));
    return undefined;
  },
);

/**
 * Finds accounts to add. A list searches among whom the reader follows (Mastodon's
 * following=true). A circle asks for followers (kmyblue's follower=true) and keeps only those
 * the relationships say follow the reader, for servers that ignore the flag: one search and
 * one relationships call, however many followers the reader has.
 */
export const searchCollectionCandidates = createAppAsyncThunk(
  'collections/searchCandidates',
  async (
    { kind, id, query }: ItemRef & { query: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const { candidates } = COLLECTION_KINDS[kind].members;
    const client = clientOf(getState(), extra);
    const found = await searchAccounts(client, query, COLLECTION_MEMBER_SEARCH_LIMIT, undefined, {
      following: candidates === 'following',
      follower: candidates === 'followers',
    });
    if (!found.ok) return rejectWithValue(found.error, {});
    dispatch(entitiesReceived(found.value.bundle));
    const ids = found.value.accounts.map((a) => a.id);
    let followers: Parameters<typeof eligibleCandidates>[2] = 'any';
    if (candidates === 'followers') {
      const relationships = await fetchRelationships(client, ids);
      if (!relationships.ok) return rejectWithValue(relationships.error, {});
      dispatch(relationshipsReceived(relationships.value));
      followers = relationships.value;
    }
    const accountIds = eligibleCandidates(ids, getState().session.meId, followers);
    dispatch(collectionCandidatesReceived({ kind, id, query, accountIds }));
    return undefined;
  },
);
