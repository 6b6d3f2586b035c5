import { fetchStatusHistory } from '../../api/statusDetails';
import type { StatusEdit } from '../../entities/types';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** GET v1/statuses/{id}/history; the versions go to the dialog that asked. */
export const loadStatusHistory = createAppAsyncThunk(
  'statuses/history',
  async (
    id: string,
    { getState, extra, dispatch, rejectWithValue },
  ): Promise<StatusEdit[] | ReturnType<typeof rejectWithValue>> => {
    const result = await fetchStatusHistory(clientOf(getState(), extra), id);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.edits;
  },
);
