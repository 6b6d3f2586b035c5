import type { Database } from './db/database';
import type { Flavour } from './config';
import type { VapidKeys } from './push/vapid';
import type { EventHub } from './services/events';

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
}
