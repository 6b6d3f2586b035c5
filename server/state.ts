import type { WebSocket } from 'ws';
import type { Database } from './db/database';
import type { Flavour } from './config';
import type { VapidKeys } from './push/vapid';
import type { SandboxClock } from './clock';
import type { EventHub, HubEvent } from './services/events';
import type { ScheduledPublisher } from './services/scheduledPublisher';

/** What every route needs: the database, where files live, and the event hub for streaming. */
export interface ServerState {
  db: Database;
  dataDir: string;
  /** {dataDir}/system, served at /system/. */
  filesDir: string;
  hub: EventHub;
  /** kmyblue, or vanilla Mastodon (kmyblue's additions switched off). */
  flavour: Flavour;
  /** This data directory's VAPID key pair, made on first start and kept in the database. */
  vapid: VapidKeys;
  /** Demo mode: the authorize page comes filled in with the demo user's name and password. */
  demo: boolean;
  /** The time scheduled posts wait for; moved forward only by the test clock. */
  clock: SandboxClock;
  /** Whether the test clock's route is open (SANDBOX_TEST_CLOCK=1). */
  testClock: boolean;
  /** Publishes scheduled posts as they come due. */
  publisher: ScheduledPublisher;
  /**
   * What dispatching each of these events would send to the streams open now, worked out
   * without sending it (benchmarks: sandboxBench.ts). Set once the streaming routes are
   * registered.
   */
  recordStreams?: (events: HubEvent[]) => Promise<RecordedSend[][]>;
}

/** One message a stream would have been sent, and the socket it was for. */
export interface RecordedSend {
  socket: Pick<WebSocket, 'readyState' | 'OPEN' | 'send'>;
  data: string;
}
