/** Idempotency-Key on posting: a retry within the hour gets the first post back. */
import { IDEMPOTENCY_TTL_MS } from '../config';
import { one, type Queryable } from '../db/database';

/** Posts in flight per account and key, so a quick retry waits for the first. */
const inFlight = new WeakMap<Queryable, Map<string, Promise<string>>>();

async function remembered(db: Queryable, accountId: string, key: string) {
  const seen = await one<{ status_id: string }>(
    db,
    `select status_id from idempotency_keys where account_id = $1 and key = $2 and created_at > $3`,
    [accountId, key, new Date(Date.now() - IDEMPOTENCY_TTL_MS)],
  );
  return seen?.status_id;
}

async function remember(db: Queryable, accountId: string, key: string, statusId: string) {
  await db.query(
    `insert into idempotency_keys (account_id, key, status_id, created_at) values ($1, $2, $3, now())
     on conflict (account_id, key) do update set status_id = excluded.status_id, created_at = excluded.created_at`,
    [accountId, key, statusId],
  );
}

/** Runs `post` once per account and key (no key: always), answering the status id. */
export async function postOnce(
  db: Queryable,
  accountId: string,
  key: string | null,
  post: () => Promise<string>,
): Promise<string> {
  if (!key) return post();
  const pending = inFlight.get(db) ?? new Map<string, Promise<string>>();
  inFlight.set(db, pending);
  const slot = `${accountId}:${key}`;
  const running = pending.get(slot);
  if (running) return running;
  const run = (async () => {
    const seen = await remembered(db, accountId, key);
    if (seen) return seen;
    const id = await post();
    await remember(db, accountId, key, id);
    return id;
  })();
  pending.set(slot, run);
  try {
    return await run;
  } finally {
    pending.delete(slot);
  }
}
