/**
 * Publishes scheduled posts when their time comes, through the same service as any post (so
 * timelines, streams and notifications follow): on start, every second, and when the test clock
 * moves. One run at a time; a post whose publishing is refused (its reply target gone, its
 * quote no longer allowed) is dropped, as Mastodon's worker drops it.
 */
import { SCHEDULE_CHECK_INTERVAL_MS } from '../config';
import type { SandboxClock } from '../clock';
import type { Database } from '../db/database';
import type { EventHub } from './events';
import { dueScheduled, takeScheduled, type ScheduledStatusRow } from './scheduledStatuses';
import { createStatus } from './statuses';
import { statusInputOf } from './statusInput';

export interface ScheduledPublisher {
  /** Publishes what is due now; resolves when done (joins a run already under way). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

async function publish(db: Database, hub: EventHub, row: ScheduledStatusRow, quiet: boolean) {
  if (!(await takeScheduled(db, row.id))) return;
  const input = statusInputOf(row.params, {
    accountId: row.account_id,
    applicationId: row.application_id,
    localHost: row.local_host ?? undefined,
  });
  try {
    await createStatus(db, hub, input);
  } catch (error) {
    if (!quiet) console.warn(`Scheduled post ${row.id} was not published:`, error);
  }
}

export function startScheduledPublisher(
  db: Database,
  hub: EventHub,
  clock: SandboxClock,
  quiet: boolean,
): ScheduledPublisher {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    running ??= (async () => {
      try {
        for (const row of await dueScheduled(db, clock.now())) {
          if (stopped) break;
          await publish(db, hub, row, quiet);
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const tick = () => {
    runNow().catch((error: unknown) => {
      if (!quiet) console.error('Publishing scheduled posts failed', error);
    });
  };
  const timer = setInterval(tick, SCHEDULE_CHECK_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
