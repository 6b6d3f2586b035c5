/** kmyblue's emoji reactions: one row per account, status and emoji. */
import { EMOJI_REACTIONS_MAX_PER_ACCOUNT } from '../config';
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { ApiError, validationFailed } from '../http/errors';
import { snowflakeAt, snowflakeNow } from '../ids';
import type { EventHub } from './events';
import { interactionTarget } from './interactions';
import { notify } from './notifications';

const UNICODE_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u;

export const REACTION_ERRORS = {
  unknown: 'Emoji is not available',
  limit: 'Emoji reaction limit reached',
  refused: 'This user does not accept emoji reactions',
} as const;

/** `:blobcat:`, `blobcat` or `blobcat@this.host` is the custom emoji `blobcat`. */
export function reactionName(raw: string): string {
  const trimmed = raw.trim().replace(/^:|:$/g, '');
  const at = trimmed.indexOf('@');
  return at > 0 ? trimmed.slice(0, at) : trimmed;
}

export async function isAvailable(db: Queryable, name: string): Promise<boolean> {
  if (UNICODE_EMOJI.test(name) && name.length <= 32) return true;
  return (await one(db, 'select 1 from custom_emojis where shortcode = $1', [name])) !== undefined;
}

/** kmyblue's emoji_reaction_policy values, from the author's point of view. */
async function accepts(db: Queryable, authorId: string, actorId: string): Promise<boolean> {
  if (authorId === actorId) return true;
  const row = await one<{ policy: string; follows: boolean; followed: boolean }>(
    db,
    `select a.emoji_reaction_policy as policy,
       exists(select 1 from follows f where f.account_id = a.id and f.target_account_id = $2) as follows,
       exists(select 1 from follows f where f.account_id = $2 and f.target_account_id = a.id) as followed
     from accounts a where a.id = $1`,
    [authorId, actorId],
  );
  switch (row?.policy ?? 'allow') {
    case 'block':
      return false;
    case 'following_only':
      return row?.follows ?? false;
    case 'followers_only':
      return row?.followed ?? false;
    case 'mutuals_only':
      return (row?.follows ?? false) && (row?.followed ?? false);
    default:
      return true;
  }
}

export async function react(
  db: Queryable,
  hub: EventHub | null,
  actorId: string,
  statusId: string,
  rawName: string,
  at?: Date,
): Promise<string> {
  const target = await interactionTarget(db, statusId, actorId);
  const name = reactionName(rawName);
  if (!(await isAvailable(db, name))) throw validationFailed(REACTION_ERRORS.unknown);
  if (!(await accepts(db, target.account_id, actorId)))
    throw new ApiError(403, REACTION_ERRORS.refused);
  const mine = await rows<{ name: string }>(
    db,
    'select name from emoji_reactions where account_id = $1 and status_id = $2',
    [actorId, target.id],
  );
  if (mine.some((r) => r.name === name)) return target.id;
  if (mine.length >= EMOJI_REACTIONS_MAX_PER_ACCOUNT) throw validationFailed(REACTION_ERRORS.limit);
  const id = at ? snowflakeAt(at) : snowflakeNow();
  const events = await inTransaction(db, async (tx) => {
    const inserted = await tx.query(
      `insert into emoji_reactions (id, account_id, status_id, name, created_at)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [id, actorId, target.id, name, at ?? new Date()],
    );
    if (!inserted.affectedRows) return [];
    // The author hears of it as of a favourite (kmyblue's emoji_reaction notification).
    return notify(tx, {
      recipientId: target.account_id,
      fromAccountId: actorId,
      type: 'emoji_reaction',
      statusId: target.id,
      emojiReactionId: id,
      at,
    });
  });
  hub?.emit({ type: 'status.update', statusId: target.id }, ...events);
  return target.id;
}

/**
 * Without a name, every reaction of the actor on the status goes (kmyblue's emoji_unreaction).
 * Their notifications go with them (the notification references the reaction).
 */
export async function unreact(
  db: Queryable,
  hub: EventHub | null,
  actorId: string,
  statusId: string,
  rawName: string | null,
): Promise<string> {
  const target = await interactionTarget(db, statusId, actorId);
  const result = rawName
    ? await db.query(
        'delete from emoji_reactions where account_id = $1 and status_id = $2 and name = $3',
        [actorId, target.id, reactionName(rawName)],
      )
    : await db.query('delete from emoji_reactions where account_id = $1 and status_id = $2', [
        actorId,
        target.id,
      ]);
  if (result.affectedRows) hub?.emit({ type: 'status.update', statusId: target.id });
  return target.id;
}
