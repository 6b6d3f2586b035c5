import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import {
  sessionCacheShown,
  sessionConnected,
  sessionFailed,
  sessionUnreachable,
  signedOut,
} from '../session/session';
import { loadSignedInRecords } from '../session/sessionRecords';
import { signedInAccountsRead } from './accountRegistry';
import { signedInAccountOf } from './signedInAccounts';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

/** The kept records change as sessions connect or end: the registry reads them again. */
export function registerAccountRegistry(listener: Listener) {
  listener.startListening({
    matcher: isAnyOf(
      sessionCacheShown,
      sessionConnected,
      sessionFailed,
      sessionUnreachable,
      signedOut,
    ),
    effect: (_action, api) => {
      api.dispatch(signedInAccountsRead(readSignedInAccounts(api.extra)));
    },
  });
}

export const readSignedInAccounts = (deps: Pick<StoreDeps, 'localStorage'>) =>
  loadSignedInRecords(deps.localStorage).flatMap((r) => signedInAccountOf(r) ?? []);
