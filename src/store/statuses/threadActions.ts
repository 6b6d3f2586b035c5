import { fetchContext, fetchStatus } from '../../api/statuses';
import { contextReceived } from './contexts';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** A status and its thread (context with with_reference=1). */
export const loadThread = createAppAsyncThunk(
  'statuses/loadThread',
  async (id: string, { getState, extra, dispatch, rejectWithValue }) => {
    const client = clientOf(getState(), extra);
    const [status, context] = await Promise.all([
      fetchStatus(client, id),
      fetchContext(client, id, { withReference: true }),
    ]);
    if (!status.ok) return rejectWithValue(status.error, { skipNotFound: true });
    dispatch(entitiesReceived(status.value.bundle));
    if (context.ok) {
      dispatch(entitiesReceived(context.value.bundle));
      dispatch(
        contextReceived({
          id,
          context: {
            ancestors: context.value.ancestors,
            descendants: context.value.descendants,
            references: context.value.references,
          },
        }),
      );
    }
    return undefined;
  },
);
