import { afterFirstScreen } from '../lib/afterFirstScreen';
import type { Schedule } from '../lib/frameQueue';
import { requestsInFlight } from './LoadingBar';

/**
 * The page's schedule for work its first screen does not need (the shortcuts' code): once that
 * screen's requests are answered and the page is idle.
 */
export const whenFirstScreenDone: Schedule = (run) =>
  afterFirstScreen(window, requestsInFlight)(run);
