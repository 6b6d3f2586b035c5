/** The page's first script: the first screen's requests go out before the app's code runs. */
import { startEarlyRequests } from './earlyRequests';
import { warmIntl } from './warmIntl';

globalThis.kmyblueEarlyRequests = startEarlyRequests(globalThis) ?? undefined;
warmIntl((run) => setTimeout(run, 0));
