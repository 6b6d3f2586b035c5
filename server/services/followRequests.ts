/** Follow requests: a follow of a locked account waits for the account to authorize it. */
import { inTransaction, one, type Queryable } from '../db/database';
import { notFound } from '../http/errors';
import type { Page } from '../http/pagination';
import { snowflakeAt, snowflakeNow } from '../ids';
import type { EventHub, HubEvent } from './events';
import { notify } from './notifications';
import { pagedSelect } from './paging';

export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
  /** Languages to see from the account; kept on the follow, not on a request. */
  languages?: string[];
  at?: Date;
}

/** id, account_id, target_account_id, show_reblogs, notify, created_at: a follow or a request. */
export function followRowValues(actorId: string, targetId: string, options: FollowOptions) {
  const at = options.at ?? new Date();
  return [
    options.at ? snowflakeAt(at) : snowflakeNow(),
    actorId,
    targetId,
    options.reblogs ?? true,
    options.notify ?? false,
    at,
  ];
}

/** Records the request (once) and tells the locked account with a follow_request notification. */
export async function requestFollow(
  tx: Queryable,
  actorId: string,
  targetId: string,
  options: FollowOptions,
): Promise<HubEvent[]> {
  const inserted = await one<{ fresh: boolean }>(
    tx,
    `insert into follow_requests (id, account_id, target_account_id, show_reblogs, notify, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (account_id, target_account_id) do update
       set show_reblogs = coalesce($7, follow_requests.show_reblogs),
           notify = coalesce($8, follow_requests.notify)
     returning (xmax = 0) as fresh`,
    [
      ...followRowValues(actorId, targetId, options),
      options.reblogs ?? null,
      options.notify ?? null,
    ],
  );
  // An update of a pending request (new options) notifies no one again.
  if (!inserted?.fresh) return [];
  return notify(tx, {
    recipientId: targetId,
    fromAccountId: actorId,
    type: 'follow_request',
    statusId: null,
    at: options.at,
  });
}

export async function cancelFollowRequest(
  db: Queryable,
  actorId: string,
  targetId: string,
): Promise<void> {
  await db.query('delete from follow_requests where account_id = $1 and target_account_id = $2', [
    actorId,
    targetId,
  ]);
  await db.query(
    `delete from notifications where account_id = $1 and from_account_id = $2 and type = 'follow_request'`,
    [targetId, actorId],
  );
}

/** Who asks to follow the reader, the latest request first. */
export function followRequestPage(
  db: Queryable,
  viewer: string,
  page: Page,
): Promise<{ id: string; account_id: string }[]> {
  return pagedSelect(
    db,
    page,
    'select x.id, x.account_id from follow_requests x where x.target_account_id = $1',
    [viewer],
  );
}

export async function followRequestCount(db: Queryable, viewer: string): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    'select count(*)::int as count from follow_requests where target_account_id = $1',
    [viewer],
  );
  return row?.count ?? 0;
}

/**
 * Answers a request to follow the reader: authorizing turns it into a follow (with the follow
 * notification Mastodon sends then), rejecting drops it. Either way the follow_request
 * notification goes. 404 when there is no such request.
 */
export async function answerFollowRequest(
  db: Queryable,
  hub: EventHub | null,
  viewer: string,
  requesterId: string,
  authorize: boolean,
): Promise<void> {
  const events = await inTransaction(db, async (tx) => {
    const request = await one<{ show_reblogs: boolean; notify: boolean }>(
      tx,
      `delete from follow_requests where account_id = $1 and target_account_id = $2
       returning show_reblogs, notify`,
      [requesterId, viewer],
    );
    if (!request) throw notFound();
    await tx.query(
      `delete from notifications where account_id = $1 and from_account_id = $2 and type = 'follow_request'`,
      [viewer, requesterId],
    );
    if (!authorize) return [];
    await tx.query(
      `insert into follows (id, account_id, target_account_id, show_reblogs, notify, created_at)
       values ($1, $2, $3, $4, $5, now()) on conflict (account_id, target_account_id) do nothing`,
      [snowflakeNow(), requesterId, viewer, request.show_reblogs, request.notify],
    );
    return notify(tx, {
      recipientId: viewer,
      fromAccountId: requesterId,
      type: 'follow',
      statusId: null,
    });
  });
  hub?.emit(...events);
}
