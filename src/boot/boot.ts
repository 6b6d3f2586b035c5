/** The page's first script: the first screen's requests go out before the app's code runs. */
import { startEarlyRequests } from './earlyRequests';

globalThis.kmyblueEarlyRequests = startEarlyRequests(globalThis) ?? undefined;
