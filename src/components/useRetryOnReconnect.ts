import { useEffect, useRef } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectIsServerUnreachable } from '../store/selectors';

/**
 * A load that failed while the server could not be reached asks again once it answers.
 * `retry` is null when nothing failed. Only the server coming back asks: a failure alone
 * waits for the Try again button, so a failing request is not repeated in a loop.
 */
export function useRetryOnReconnect(retry: (() => void) | null) {
  const isUnreachable = useAppSelector(selectIsServerUnreachable);
  const latestRetry = useRef(retry);
  const wasUnreachable = useRef(isUnreachable);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    const cameBack = wasUnreachable.current && !isUnreachable;
    wasUnreachable.current = isUnreachable;
    if (cameBack) latestRetry.current?.();
  }, [isUnreachable]);
}
