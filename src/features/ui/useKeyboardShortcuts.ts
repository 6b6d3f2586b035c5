import { useEffect, useRef } from 'react';
import { useAppHistory } from '../../components/navigation/navigation';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectMe } from '../../store/selectors';
import type { ShortcutContext } from './shortcutListener';

/**
 * The keyboard shortcuts on the whole page (`shortcutListener.ts`). Their code is its own
 * chunk, asked for once the app has rendered, so it does not hold up the first screen's.
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
    void import('./shortcutListener').then(({ listenForShortcuts }) => {
      if (!cancelled) stop = listenForShortcuts(() => context.current);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}
