/** What a post may carry beside its text: a poll, a quote, a circle, and media edits. */
import {
  MAX_MEDIA_ATTACHMENTS,
  POLL_MAX_CHARACTERS_PER_OPTION,
  POLL_MAX_EXPIRATION_S,
  POLL_MAX_OPTIONS,
  POLL_MIN_EXPIRATION_S,
} from '../config';
import { longerThan } from '../content/text';
import { one, rows, type Queryable } from '../db/database';
import { ApiError, validationFailed } from '../http/errors';
import { isId } from '../ids';
import { parseFocus } from './media';
import { canView } from './visibility';

export interface PollInput {
  options: string[];
  expiresIn: number;
  multiple: boolean;
  hideTotals: boolean;
}

export interface MediaAttributeInput {
  id: string;
  description?: string;
  focus?: string;
}

export type QuotePolicy = 'public' | 'followers' | 'nobody';

export const QUOTE_UNAUTHORIZED = 'You are not authorized to quote this post.';
export const MEDIA_NOT_READY =
  'Cannot attach files that have not finished processing. Try again in a moment!';
/** Mastodon refuses media beside a poll with its 'too many files' message. */
export const MEDIA_WITH_POLL = `Cannot attach more than ${MAX_MEDIA_ATTACHMENTS} files`;

/** Mastodon's PollValidator, with the sandbox's configured limits. */
export function validatePoll(poll: PollInput): void {
  const options = poll.options.map((o) => o.trim());
  if (options.length < 2) throw validationFailed('Poll options must have more than one item');
  if (options.length > POLL_MAX_OPTIONS)
    throw validationFailed(`Poll options can't contain more than ${POLL_MAX_OPTIONS} items`);
  if (options.some((o) => !o)) throw validationFailed("Poll options can't be blank");
  if (options.some((o) => longerThan(o, POLL_MAX_CHARACTERS_PER_OPTION)))
    throw validationFailed(
      `Poll options cannot be longer than ${POLL_MAX_CHARACTERS_PER_OPTION} characters each`,
    );
  if (new Set(options).size !== options.length)
    throw validationFailed('Poll options contain duplicate items');
  if (poll.expiresIn < POLL_MIN_EXPIRATION_S) throw validationFailed('Poll expiration is too soon');
  if (poll.expiresIn > POLL_MAX_EXPIRATION_S)
    throw validationFailed('Poll expiration is too far into the future');
}

/** Replaces the status's poll; votes go when the options or the kind of poll change. */
export async function storePoll(tx: Queryable, statusId: string, poll: PollInput): Promise<void> {
  const options = poll.options.map((o) => o.trim());
  const existing = await one<{ options: string[]; multiple: boolean }>(
    tx,
    'select options, multiple from polls where status_id = $1',
    [statusId],
  );
  const expiresAt = new Date(Date.now() + poll.expiresIn * 1000);
  if (
    existing &&
    (JSON.stringify(existing.options) !== JSON.stringify(options) ||
      existing.multiple !== poll.multiple)
  ) {
    await tx.query('delete from poll_votes where status_id = $1', [statusId]);
  }
  await tx.query(
    `insert into polls (status_id, options, multiple, hide_totals, expires_at) values ($1, $2, $3, $4, $5)
     on conflict (status_id) do update set options = excluded.options, multiple = excluded.multiple,
       hide_totals = excluded.hide_totals, expires_at = excluded.expires_at`,
    [statusId, JSON.stringify(options), poll.multiple, poll.hideTotals, expiresAt],
  );
}

/**
 * Whether `accountId` may quote the status: its policy (public: anyone; followers: followers;
 * nobody: only the author), and only its author for private, direct and limited posts.
 */
export async function checkQuote(
  db: Queryable,
  quotedId: string,
  accountId: string,
): Promise<string> {
  if (!isId(quotedId)) throw new ApiError(404, 'Record not found');
  const quoted = await one<{
    account_id: string;
    visibility: string;
    quote_approval_policy: string;
  }>(
    db,
    'select account_id, visibility, quote_approval_policy from statuses where id = $1 and reblog_of_id is null',
    [quotedId],
  );
  if (!quoted || !(await canView(db, quotedId, accountId)))
    throw new ApiError(404, 'Record not found');
  if (quoted.account_id === accountId) return quotedId;
  const closed = ['private', 'direct', 'limited'].includes(quoted.visibility);
  let allowed = !closed && quoted.quote_approval_policy === 'public';
  if (!closed && quoted.quote_approval_policy === 'followers') {
    allowed =
      (await one(db, 'select 1 from follows where account_id = $1 and target_account_id = $2', [
        accountId,
        quoted.account_id,
      ])) !== undefined;
  }
  if (!allowed) throw new ApiError(422, QUOTE_UNAUTHORIZED);
  return quotedId;
}

/** The author's own circle, and its members (who are addressed like mentions, silently). */
export async function circleMembers(
  db: Queryable,
  circleId: string,
  accountId: string,
): Promise<string[]> {
  const circle = isId(circleId)
    ? await one(db, 'select 1 from circles where id = $1 and account_id = $2', [
        circleId,
        accountId,
      ])
    : undefined;
  if (!circle) throw validationFailed('Circle is invalid');
  const members = await rows<{ account_id: string }>(
    db,
    'select account_id from circle_accounts where circle_id = $1',
    [circleId],
  );
  return members.map((m) => m.account_id);
}

/** Media still processing cannot be attached (Mastodon's message). */
export async function checkMediaReady(db: Queryable, mediaIds: string[]): Promise<void> {
  if (!mediaIds.length) return;
  const busy = await one(
    db,
    'select 1 from media_attachments where id = any($1::bigint[]) and ready_at > now()',
    [mediaIds],
  );
  if (busy) throw new ApiError(422, MEDIA_NOT_READY);
}

/** Descriptions and focus sent with an edit, on the status's own media. */
export async function applyMediaAttributes(
  tx: Queryable,
  accountId: string,
  attributes: MediaAttributeInput[],
): Promise<void> {
  for (const attribute of attributes) {
    if (!isId(attribute.id)) continue;
    const focus = parseFocus(attribute.focus);
    await tx.query(
      `update media_attachments set
         description = coalesce($3, description),
         meta = case when $4::jsonb is null then meta else coalesce(meta, '{}'::jsonb) || jsonb_build_object('focus', $4::jsonb) end
       where id = $1 and account_id = $2`,
      [
        attribute.id,
        accountId,
        attribute.description ?? null,
        focus ? JSON.stringify(focus) : null,
      ],
    );
  }
}
