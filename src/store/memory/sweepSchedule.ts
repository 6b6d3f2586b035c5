import {
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isRejected,
  type ListenerMiddlewareInstance,
} from '@reduxjs/toolkit';
import { ENTITY_SWEEP_CHECK_MS, ENTITY_SWEEP_STATUSES_MAX } from '../constants';
import type { StoreDeps } from '../deps';
import { entitiesReceived, entitiesSwept } from '../entities';
import type { AppDispatch, RootState } from '../index';
import { retainedIds } from './retain';
import { idsToSweep } from './sweep';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

const isOverLimit = (state: RootState) => state.statuses.ids.length > ENTITY_SWEEP_STATUSES_MAX;

/**
 * Sweeps the store (sweep.ts) once it holds too many statuses, at most every few seconds.
 * Always from a timer, never inside a dispatch: what one event or response brings in is
 * referred to by the actions dispatched right after it. And never while a request is in
 * flight: its answer may bring entities in and refer to them only once it settles.
 */
export function registerSweep(listener: Listener) {
  const inFlight = new Set<string>();
  let isScheduled = false;
  let lastCheckAt = Number.NEGATIVE_INFINITY;

  listener.startListening({
    predicate: (action) => isAsyncThunkAction(action),
    effect: (action) => {
      if (isPending(action)) inFlight.add(action.meta.requestId);
      else if (isFulfilled(action) || isRejected(action)) inFlight.delete(action.meta.requestId);
    },
  });

  listener.startListening({
    actionCreator: entitiesReceived,
    effect: async (_action, api) => {
      if (isScheduled || !isOverLimit(api.getState())) return;
      isScheduled = true;
      await api.delay(Math.max(0, lastCheckAt + ENTITY_SWEEP_CHECK_MS - api.extra.now()));
      while (inFlight.size > 0) await api.delay(ENTITY_SWEEP_CHECK_MS);
      isScheduled = false;
      lastCheckAt = api.extra.now();
      const state = api.getState();
      if (!isOverLimit(state)) return;
      const swept = idsToSweep(state, retainedIds());
      if (swept.statusIds.length > 0 || swept.accountIds.length > 0)
        api.dispatch(entitiesSwept(swept));
    },
  });
}
