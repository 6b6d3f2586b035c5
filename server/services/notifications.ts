import { NOTIFICATION_GROUP_WINDOW_SECONDS } from '../config';
import { rows, type Queryable } from '../db/database';
import { snowflakeAt, snowflakeNow } from '../ids';
import { isNotificationSilenced } from './blocks';
import { recordFilteredNotification } from './notificationRequests';
import { policyVerdict } from './notificationPolicy';
import type { HubEvent } from './events';

export type NotificationType =
  | 'mention'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'status'
  | 'emoji_reaction'
  | 'list_status';

/** Types whose notifications on one status in one time window share a group (kmyblue adds emoji reactions). */
export const GROUPABLE_TYPES = new Set<string>(['favourite', 'reblog', 'emoji_reaction']);

/** A group keeps absorbing new notifications of its kind for this many hours after it began. */
const MAXIMUM_GROUP_SPAN_HOURS = 12;

/**
 * Mastodon's grouping: favourites (or boosts, or kmyblue's emoji reactions) of one status share a
 * key made of the type, the status and the hour bucket in which the group began; a new one joins
 * the latest group of that kind while it is less than 12 hours old. Everything else stands alone.
 */
export async function groupKeyFor(
  db: Queryable,
  input: { recipientId: string; type: string; id: string; statusId: string | null; at: Date },
): Promise<string> {
  if (!GROUPABLE_TYPES.has(input.type) || !input.statusId) return `ungrouped-${input.id}`;
  const prefix = `${input.type}-${input.statusId}`;
  let bucket = Math.floor(input.at.getTime() / 1000 / NOTIFICATION_GROUP_WINDOW_SECONDS);
  const previous = await rows<{ group_key: string }>(
    db,
    `select group_key from notifications where account_id = $1 and type = $2 and status_id = $3
     order by id desc limit 1`,
    [input.recipientId, input.type, input.statusId],
  );
  const previousBucket = Number(previous[0]?.group_key.slice(prefix.length + 1));
  if (
    Number.isFinite(previousBucket) &&
    bucket >= previousBucket &&
    bucket < previousBucket + MAXIMUM_GROUP_SPAN_HOURS
  ) {
    bucket = previousBucket;
  }
  return `${prefix}-${bucket}`;
}

/** Records a notification unless it would notify someone of their own action or is unwanted. */
export async function notify(
  db: Queryable,
  input: {
    recipientId: string;
    fromAccountId: string;
    type: NotificationType;
    statusId: string | null;
    /** For emoji_reaction: the reaction, which names the emoji. */
    emojiReactionId?: string;
    /** For list_status: the list whose timeline the status appeared in. */
    listId?: string;
    at?: Date;
  },
): Promise<HubEvent[]> {
  if (input.recipientId === input.fromAccountId) return [];
  // Blocked and muted accounts and muted conversations notify no one (as in Mastodon).
  if (await isNotificationSilenced(db, input.recipientId, input.fromAccountId, input.statusId))
    return [];
  // The recipient's policy (Mastodon 4.3) may drop it, or keep it aside in the sender's request.
  const verdict = await policyVerdict(db, input);
  if (verdict === 'drop') return [];
  const filtered = verdict === 'filter';
  const at = input.at ?? new Date();
  const id = input.at ? snowflakeAt(at) : snowflakeNow();
  await db.query(
    `insert into notifications
       (id, account_id, from_account_id, type, status_id, group_key, created_at, emoji_reaction_id,
        list_id, filtered)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      input.recipientId,
      input.fromAccountId,
      input.type,
      input.statusId,
      // A filtered one stands alone, so accepting it later never changes a group already shown.
      filtered
        ? `ungrouped-${id}`
        : await groupKeyFor(db, {
            recipientId: input.recipientId,
            type: input.type,
            id,
            statusId: input.statusId,
            at,
          }),
      at,
      input.emojiReactionId ?? null,
      input.listId ?? null,
      filtered,
    ],
  );
  if (filtered) {
    await recordFilteredNotification(db, input, at);
    return [];
  }
  return [{ type: 'notification', notificationId: id, accountId: input.recipientId }];
}

/** Takes back the notification of an undone favourite or boost. */
export async function unnotify(
  db: Queryable,
  input: { fromAccountId: string; type: NotificationType; statusId: string },
): Promise<void> {
  await db.query(
    'delete from notifications where from_account_id = $1 and type = $2 and status_id = $3',
    [input.fromAccountId, input.type, input.statusId],
  );
}

export async function followerIds(db: Queryable, accountId: string): Promise<string[]> {
  return (
    await rows<{ account_id: string }>(
      db,
      'select account_id from follows where target_account_id = $1',
      [accountId],
    )
  ).map((row) => row.account_id);
}
