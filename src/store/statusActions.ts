import * as statusesApi from '../api/statuses';
import { entitiesReceived } from './entities';
import { clientOf, createAppAsyncThunk } from './thunk';

type Toggle = { id: string; value: boolean };

/**
 * A toggle's optimistic change and its revert are the pending and rejected cases in
 * statuses.ts; here only the request, and the server's copy on success.
 */
function createToggle(
  name: string,
  on: typeof statusesApi.favouriteStatus,
  off: typeof statusesApi.favouriteStatus,
) {
  return createAppAsyncThunk(
    `statuses/${name}`,
    async ({ id, value }: Toggle, { getState, extra, dispatch, rejectWithValue }) => {
      const client = clientOf(getState(), extra);
      const result = await (value ? on : off)(client, id);
      if (!result.ok) return rejectWithValue(result.error, {});
      dispatch(entitiesReceived(result.value.bundle));
      return undefined;
    },
  );
}

export const favouriteToggled = createToggle(
  'favourite',
  statusesApi.favouriteStatus,
  statusesApi.unfavouriteStatus,
);
export const reblogToggled = createToggle(
  'reblog',
  statusesApi.reblogStatus,
  statusesApi.unreblogStatus,
);
export const bookmarkToggled = createToggle(
  'bookmark',
  statusesApi.bookmarkStatus,
  statusesApi.unbookmarkStatus,
);
