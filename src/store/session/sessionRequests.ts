import { createAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { StoreDeps } from '../deps';

/**
 * The reader is leaving this session for another account: what the old one asked for is
 * cancelled, and whatever of it still settles is dropped, so nothing of account A ever lands
 * in account B's store (SPEC: sessions are kept per server and account).
 */
export const sessionLeft = createAction('session/left');

const controllers = new WeakMap<StoreDeps, AbortController>();

/** Ends with the session: every client of the store carries it (`clientOf`). */
export function sessionSignal(deps: StoreDeps): AbortSignal {
  let controller = controllers.get(deps);
  if (!controller) {
    controller = new AbortController();
    controllers.set(deps, controller);
  }
  return controller.signal;
}

type Dispatch = (action: unknown) => unknown;
type Thunk = (dispatch: Dispatch, getState: () => unknown, extra: StoreDeps) => unknown;

/**
 * Runs thunks itself (before redux-thunk, which then sees none) so that each knows the session
 * it began in: once `sessionLeft` has passed, whatever a thunk of the old session dispatches
 * (its data, its settling, its alerts) is dropped, and its requests were aborted. The thunk
 * that dispatches `sessionLeft`, and those that dispatched it, go on in the new session.
 */
export function sessionRequestsMiddleware(deps: StoreDeps): Middleware {
  let session = 0;
  return (api) => {
    // `adopt` carries the new session up to the thunks that dispatched this one.
    const run = (thunk: Thunk, startedIn: number, adoptAbove?: () => void): unknown => {
      let mine = startedIn;
      const adopt = () => {
        mine = session;
        adoptAbove?.();
      };
      const dispatch: Dispatch = (action) => {
        if (typeof action === 'function') return run(action as Thunk, mine, adopt);
        if (mine !== session) return action;
        const result: unknown = api.dispatch(action as UnknownAction);
        if (sessionLeft.match(action)) adopt();
        return result;
      };
      return thunk(dispatch, () => api.getState(), deps);
    };
    return (next) => (action) => {
      if (typeof action === 'function') return run(action as Thunk, session);
      if (sessionLeft.match(action)) {
        session += 1;
        controllers.get(deps)?.abort();
        controllers.delete(deps);
      }
      return next(action);
    };
  };
}
