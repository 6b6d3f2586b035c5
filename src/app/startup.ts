import type { AppStore } from '../store';
import { restoreSession } from '../store/session/sessionActions';
import { loadCurrentSession } from '../store/session/sessionRecords';

let early: Promise<boolean> | null = null;

/**
 * With a saved session, its checks (and home's first page) go out as the script starts, not
 * after the first render: the app shell renders meanwhile.
 */
export function restoreSavedSessionEarly(
  store: AppStore,
  storage: Storage,
  path = globalThis.location.pathname,
) {
  // Back from adding an account: the callback connects the new one; restoring the current
  // one beside it would race it for the current place.
  if (path === '/oauth/callback') return;
  if (loadCurrentSession(storage)) early = store.dispatch(restoreSession()).unwrap();
}

/** The restore started before the first render, once (null when none was). */
export function takeEarlyRestore(): Promise<boolean> | null {
  const started = early;
  early = null;
  return started;
}
