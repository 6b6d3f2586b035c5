import { useCallback } from 'react';
import { selectIsComposerMounted } from '../../store/compose/composerSelectors';
import { useAppSelector } from '../../store/hooks';
import { useAppHistory } from './navigation';

/**
 * Replying, quoting, mentioning, messaging, editing and re-drafting fill the draft;
 * when no composer is on screen, /publish opens to show it.
 */
export function useOpenComposer(): () => void {
  const composerMounted = useAppSelector(selectIsComposerMounted);
  const { push } = useAppHistory();
  return useCallback(() => {
    if (!composerMounted) push('/publish');
  }, [composerMounted, push]);
}
