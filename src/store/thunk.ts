import { createAsyncThunk } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient, type ApiError } from '../api/client';
import type { AlertMeta } from './alerts/alertMiddleware';
import type { StoreDeps } from './deps';
import { sessionSignal } from './session/sessionRequests';
import type { AppDispatch, RootState } from './index';

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: StoreDeps;
  rejectValue: ApiError;
  rejectedMeta: AlertMeta;
}>();

/** The API client for whoever is using the client now (a visitor has no token). */
export function clientOf(state: RootState, deps: StoreDeps): ApiClient {
  const { origin, token } = state.session;
  if (!origin) throw new Error('No server chosen');
  return createApiClient({
    origin,
    token,
    fetch: deps.fetch,
    upload: deps.upload,
    timeouts: deps.requestTimeouts,
    signal: sessionSignal(deps),
  });
}
