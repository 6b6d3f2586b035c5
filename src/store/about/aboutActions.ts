import { fetchServerAbout } from '../../api/instanceAbout';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** /about's content; the page holds it while it is open. */
export const loadServerAbout = createAppAsyncThunk(
  'about/load',
  async (_: void, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchServerAbout(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.about;
  },
);
