import type { FastifyInstance } from 'fastify';
import type { ApiMarkersJSON } from '../../src/api/types';
import { requireUser } from '../auth';
import { inTransaction, rows, type Queryable } from '../db/database';
import { validationFailed } from '../http/errors';
import { asParams, optString, stringList } from '../http/params';
import type { ServerState } from '../state';

const TIMELINES = ['home', 'notifications'] as const;
type Timeline = (typeof TIMELINES)[number];

async function readMarkers(
  db: Queryable,
  accountId: string,
  timelines: readonly Timeline[],
): Promise<ApiMarkersJSON> {
  const found = await rows<{
    timeline: Timeline;
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

export function registerMarkers(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  app.get('/api/v1/markers', async (request) => {
    const viewer = requireUser(request, 'read:statuses');
    const wanted = stringList(asParams(request.query), 'timeline').filter((t): t is Timeline =>
      (TIMELINES as readonly string[]).includes(t),
    );
    return readMarkers(db, viewer, wanted);
  });

  app.post('/api/v1/markers', async (request) => {
    const viewer = requireUser(request, 'write:statuses');
    const body = asParams(request.body);
    const updates: [Timeline, string][] = [];
    for (const timeline of TIMELINES) {
      if (body[timeline] === undefined) continue;
      const id = optString(asParams(body[timeline]), 'last_read_id');
      if (!id || !/^\d+$/.test(id)) throw validationFailed("Last read can't be blank");
      updates.push([timeline, id]);
    }
    await inTransaction(db, async (tx) => {
      for (const [timeline, id] of updates) {
        await tx.query(
          `insert into markers (account_id, timeline, last_read_id, version, updated_at) values ($1, $2, $3, 1, now())
           on conflict (account_id, timeline) do update
             set last_read_id = excluded.last_read_id,
                 version = markers.version + (markers.last_read_id <> excluded.last_read_id)::int,
                 updated_at = case when markers.last_read_id <> excluded.last_read_id then now() else markers.updated_at end`,
          [viewer, timeline, id],
        );
      }
    });
    return readMarkers(
      db,
      viewer,
      updates.map(([timeline]) => timeline),
    );
  });
}
