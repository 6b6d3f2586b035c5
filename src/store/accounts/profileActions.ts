/**
 * The account page's own requests: what shows beside the account (featured tags, endorsements,
 * familiar followers, pinned posts), and what the reader keeps about it (note, endorsement,
 * boosts and notifications of a follow, a follower removed).
 */
import { fetchAccountStatuses, followAccount } from '../../api/accounts';
import * as profilesApi from '../../api/profiles';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { accountProfilePartReceived, familiarFollowersReceived } from './profiles';
import { relationshipsReceived } from './relationships';

/**
 * Everything the page shows beside the account, asked together. Each part that fails is left
 * out quietly (older servers lack endorsements and familiar followers).
 */
export const loadAccountProfile = createAppAsyncThunk(
  'accounts/loadProfile',
  async (accountId: string, { getState, extra, dispatch }) => {
    const state = getState();
    const client = clientOf(state, extra);
    const meId = state.session.meId;
    const [tags, endorsements, pinned, familiar] = await Promise.all([
      profilesApi.fetchFeaturedTags(client, accountId),
      profilesApi.fetchEndorsements(client, accountId),
      fetchAccountStatuses(client, accountId, { pinned: true }),
      meId && meId !== accountId ? profilesApi.fetchFamiliarFollowers(client, [accountId]) : null,
    ]);
    if (endorsements.ok) dispatch(entitiesReceived(endorsements.value.bundle));
    if (pinned.ok) dispatch(entitiesReceived(pinned.value.bundle));
    if (familiar?.ok) {
      dispatch(entitiesReceived(familiar.value.bundle));
      dispatch(familiarFollowersReceived(familiar.value.byAccount));
    }
    dispatch(
      accountProfilePartReceived({
        accountId,
        part: {
          featuredTags: tags.ok ? tags.value : [],
          endorsementIds: endorsements.ok ? endorsements.value.accountIds : [],
          pinnedStatusIds: pinned.ok
            ? pinned.value.items.filter((item): item is string => typeof item === 'string')
            : [],
        },
      }),
    );
    return undefined;
  },
);

/** The private note, saved as it is (an empty one deletes it). */
export const saveAccountNote = createAppAsyncThunk(
  'accounts/saveNote',
  async (
    { accountId, comment }: { accountId: string; comment: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await profilesApi.saveAccountNote(
      clientOf(getState(), extra),
      accountId,
      comment,
    );
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    return undefined;
  },
);

/** Feature on profile (pin) / stop featuring (unpin), or take away a follower. */
export const changeAccountRelation = createAppAsyncThunk(
  'accounts/changeRelation',
  async (
    { accountId, action }: { accountId: string; action: 'pin' | 'unpin' | 'remove_from_followers' },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await profilesApi.postAccountAction(
      clientOf(getState(), extra),
      accountId,
      action,
    );
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    return undefined;
  },
);

/** Hide or show boosts, notify or not: the follow again with the one option changed. */
export const changeFollowOptions = createAppAsyncThunk(
  'accounts/changeFollowOptions',
  async (
    { accountId, options }: { accountId: string; options: { reblogs?: boolean; notify?: boolean } },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await followAccount(clientOf(getState(), extra), accountId, options);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    return undefined;
  },
);
