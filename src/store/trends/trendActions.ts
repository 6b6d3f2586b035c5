/** Trending hashtags and links (trending posts are a paged list: trendLists.ts). */
import * as trendsApi from '../../api/trends';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** Trends are a decoration: a server without them (404) or an error shows nothing, no alert. */
export const loadTrendingTags = createAppAsyncThunk(
  'trends/loadTags',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await trendsApi.fetchTrendingTags(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

export const loadTrendingLinks = createAppAsyncThunk(
  'trends/loadLinks',
  async (_: void, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await trendsApi.fetchTrendingLinks(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.links;
  },
);
