import type { ApiError } from '../../api/client';
import { fetchContext, fetchStatus } from '../../api/statuses';
import { contextReceived } from './contexts';
import { entitiesReceived } from '../entities';
import type { AppDispatch } from '../index';
import { clientOf, createAppAsyncThunk } from '../thunk';

type ContextResult = Awaited<ReturnType<typeof fetchContext>>;

/** Keeps a context that arrived; a failed one is returned, for the page to show in place. */
function receiveContext(
  dispatch: AppDispatch,
  id: string,
  context: ContextResult,
): ApiError | null {
  if (!context.ok) return context.error;
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
  return null;
}

/**
 * A status and its thread (context with with_reference=1). The status failing rejects; the
 * thread failing alone is `contextFailure`, so the status shows with the thread's failure
 * in its place (no alert, the page says it).
 */
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
    return { contextFailure: receiveContext(dispatch, id, context) };
  },
);

/** The thread of a status already shown: Try again after its context failed. */
export const loadThreadContext = createAppAsyncThunk(
  'statuses/loadThreadContext',
  async (id: string, { getState, extra, dispatch, rejectWithValue }) => {
    const context = await fetchContext(clientOf(getState(), extra), id, { withReference: true });
    const failure = receiveContext(dispatch, id, context);
    if (failure) return rejectWithValue(failure, { skipAlert: true });
    return undefined;
  },
);
