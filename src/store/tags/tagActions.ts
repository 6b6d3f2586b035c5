/** Hashtags: load one, follow or feature it, the followed tags page by page. */
import * as tagsApi from '../../api/tags';
import { FOLLOWED_TAGS_PAGE } from '../constants';
import type { RootState } from '../index';
import { clientOf, createAppAsyncThunk } from '../thunk';

export const tagKey = (name: string): string => name.replace(/^#/, '').toLowerCase();

export const loadTag = createAppAsyncThunk(
  'tags/load',
  async (name: string, { getState, extra, rejectWithValue }) => {
    const result = await tagsApi.fetchTag(clientOf(getState(), extra), name);
    if (!result.ok) return rejectWithValue(result.error, { skipNotFound: true });
    return result.value;
  },
);

/** Optimistic: the pending case sets `following`, the rejected case puts it back. */
export const toggleTagFollow = createAppAsyncThunk(
  'tags/toggleFollow',
  async (
    { name, follow }: { name: string; follow: boolean },
    { getState, extra, rejectWithValue },
  ) => {
    const client = clientOf(getState(), extra);
    const result = await tagsApi.changeTag(client, name, follow ? 'follow' : 'unfollow');
    if (!result.ok) return rejectWithValue(result.error, {});
    return result.value;
  },
);

/** The reader's featured tags: how a server without Mastodon 4.4's `featuring` says it. */
export const loadFeaturedTags = createAppAsyncThunk(
  'tags/loadFeatured',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await tagsApi.fetchFeaturedTags(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

/**
 * Feature or stop featuring on the reader's profile: through the tag where the server has
 * Mastodon 4.4's featuring (the tag says `featuring`), else through featured_tags.
 */
export const toggleTagFeature = createAppAsyncThunk(
  'tags/toggleFeature',
  async (
    { name, feature }: { name: string; feature: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state: RootState = getState();
    const client = clientOf(state, extra);
    if (state.tags.byName[tagKey(name)]?.featuring != null) {
      const result = await tagsApi.changeTag(client, name, feature ? 'feature' : 'unfeature');
      if (!result.ok) return rejectWithValue(result.error, {});
      return result.value;
    }
    const existing = state.tags.featured?.find((f) => tagKey(f.name) === tagKey(name));
    const result = feature
      ? await tagsApi.createFeaturedTag(client, name)
      : existing
        ? await tagsApi.deleteFeaturedTag(client, existing.id)
        : null;
    if (result && !result.ok) return rejectWithValue(result.error, {});
    await dispatch(loadFeaturedTags());
    return null;
  },
);

/** The followed hashtags, the first page or the next (Link header). */
export const loadFollowedTags = createAppAsyncThunk(
  'tags/loadFollowed',
  async ({ more = false }: { more?: boolean }, { getState, extra, rejectWithValue }) => {
    const state = getState();
    const url = more ? (state.tags.followed.next ?? undefined) : undefined;
    const result = await tagsApi.fetchFollowedTags(clientOf(state, extra), url, FOLLOWED_TAGS_PAGE);
    if (!result.ok) return rejectWithValue(result.error, {});
    return { tags: result.value, next: result.links.next };
  },
);
