/** Read positions in the home timeline and notifications. */
import type { ApiMarkersJSON } from '../../src/api/types';
import { inTransaction, rows, type Queryable } from '../db/database';

export const MARKER_TIMELINES = ['home', 'notifications'] as const;
export type MarkerTimeline = (typeof MARKER_TIMELINES)[number];

export async function readMarkers(
  db: Queryable,
  accountId: string,
  timelines: readonly MarkerTimeline[],
): Promise<ApiMarkersJSON> {
  const found = await rows<{
    timeline: MarkerTimeline;
    last_read_id: string;
    version: number;
    updated_at: Date;
  }>(
    db,
    'select timeline, last_read_id, version, updated_at from markers where account_id = $1 and timeline = any($2::text[])',
    [accountId, timelines],
  );
  const result: ApiMarkersJSON = {};
  for (const row of found) {
    result[row.timeline] = {
      last_read_id: row.last_read_id,
      version: row.version,
      updated_at: row.updated_at.toISOString(),
    };
  }
  return result;
}

/** A marker's version goes up only when its position moves. */
export async function saveMarkers(
  db: Queryable,
  accountId: string,
  updates: [MarkerTimeline, string][],
): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const [timeline, id] of updates) {
      await tx.query(
        `insert into markers (account_id, timeline, last_read_id, version, updated_at) values ($1, $2, $3, 1, now())
         on conflict (account_id, timeline) do update
           set last_read_id = excluded.last_read_id,
               version = markers.version + (markers.last_read_id <> excluded.last_read_id)::int,
               updated_at = case when markers.last_read_id <> excluded.last_read_id then now() else markers.updated_at end`,
        [accountId, timeline, id],
      );
    }
  });
}
