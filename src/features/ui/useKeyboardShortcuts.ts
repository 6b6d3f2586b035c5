import { useEffect, useRef } from 'react';
import { useAppHistory } from '../../components/navigation/navigation';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectMe } from '../../store/selectors';
import { whenFirstScreenDone } from '../../app/firstScreen';
import type { ShortcutContext } from './shortcutListener';

/** Keys pressed before the shortcuts' code has come are kept for it, a few at most. */
const EARLY_KEYS_KEPT = 8;

/**
 * The keyboard shortcuts on the whole page (`shortcutListener.ts`). Their code is its own
 * chunk, asked for once the first screen's answers are in and the page is idle (or at the
 * first key), so it does not hold that screen up; a key pressed meanwhile is not lost but
 * handled as the code arrives.
 */
export function useKeyboardShortcuts() {
  const dispatch = useAppDispatch();
  const { push, back } = useAppHistory();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const meAcct = useAppSelector(selectMe)?.acct;
  const context = useRef<ShortcutContext>({ dispatch, push, back, isSignedIn, meAcct });
  useEffect(() => {
    context.current = { dispatch, push, back, isSignedIn, meAcct };
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const early: KeyboardEvent[] = [];
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      void import('./shortcutListener').then(({ listenForShortcuts }) => {
        document.removeEventListener('keydown', keepEarly);
        if (!cancelled) stop = listenForShortcuts(() => context.current, early);
      });
    };
    const keepEarly = (event: KeyboardEvent) => {
      if (early.length < EARLY_KEYS_KEPT) early.push(event);
      load();
    };
    document.addEventListener('keydown', keepEarly);
    // Asked for once the first screen is done, or at the first key.
    const cancelIdle = whenFirstScreenDone(load);
    return () => {
      cancelled = true;
      cancelIdle();
      document.removeEventListener('keydown', keepEarly);
      stop?.();
    };
  }, []);
}
