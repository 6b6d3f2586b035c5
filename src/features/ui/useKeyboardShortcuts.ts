import { useEffect, useRef } from 'react';
import { useAppHistory } from '../../components/navigation/navigation';
import { useIdle } from '../../components/useIdle';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectMe } from '../../store/selectors';
import type { ShortcutContext } from './shortcutListener';

/**
 * The keyboard shortcuts on the whole page (`shortcutListener.ts`). Their code loads once the
 * first screen is up, so it does not hold up the first posts.
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

  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./shortcutListener').then(({ listenForShortcuts }) => {
      if (!cancelled) stop = listenForShortcuts(() => context.current);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [idle]);
}
