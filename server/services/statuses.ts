import { inTransaction, rows, type Queryable } from '../db/database';
import { extractEntities } from '../content/text';
import { validationFailed } from '../http/errors';
import { snowflakeAt, snowflakeNow } from '../ids';
import { deliverToAntennas, localDomainsOf } from './antennaMatching';
import { addToConversations } from './conversations';
import type { EventHub, HubEvent } from './events';
import { notifyListOwners } from './lists';
import { notify } from './notifications';
import { storePoll, type PollInput, type QuotePolicy } from './statusExtras';
import { planStatus, type Parent, type StatusPlan } from './statusPlan';

export interface StatusInput {
  accountId: string;
  text: string;
  spoilerText?: string;
  sensitive?: boolean;
  visibility?: string;
  searchability?: string;
  language?: string | null;
  markdown?: boolean;
  inReplyToId?: string | null;
  mediaIds?: string[];
  poll?: PollInput;
  /** quoted_status_id (or the older quote_id). */
  quotedStatusId?: string | null;
  quotePolicy?: QuotePolicy;
  circleId?: string | null;
  applicationId?: string | null;
  /** host[:port] under which `@user@host` mentions are local. */
  localHost?: string;
  /** For seeding the past; live posts use now. */
  at?: Date;
}

/** Mentions and hashtags of the text, stored beside the status. Returns mentioned account ids. */
export async function storeEntities(
  tx: Queryable,
  statusId: string,
  text: string,
  localHost: string | undefined,
): Promise<string[]> {
  const entities = extractEntities(text);
  const usernames = entities.mentions
    .filter((m) => m.domain === null || m.domain.toLowerCase() === localHost?.toLowerCase())
    .map((m) => m.username);
  const mentioned = usernames.length
    ? await rows<{ id: string }>(
        tx,
        'select id from accounts where lower(username) = any($1::text[])',
        [usernames],
      )
    : [];
  await tx.query('delete from mentions where status_id = $1', [statusId]);
  await tx.query('delete from status_tags where status_id = $1', [statusId]);
  for (const { id } of mentioned) {
    await tx.query('insert into mentions (status_id, account_id) values ($1, $2)', [statusId, id]);
  }
  for (const tag of entities.tags) {
    await tx.query('insert into status_tags (status_id, name) values ($1, $2)', [statusId, tag]);
  }
  return mentioned.map((m) => m.id);
}

async function insertStatus(
  tx: Queryable,
  id: string,
  at: Date,
  input: StatusInput,
  plan: StatusPlan,
): Promise<void> {
  const spoilerText = input.spoilerText ?? '';
  await tx.query(
    `insert into statuses (id, account_id, text, spoiler_text, sensitive, visibility, limited_scope,
       searchability, language, markdown, in_reply_to_id, in_reply_to_account_id, application_id, created_at,
       quote_of_id, quote_approval_policy, circle_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      id,
      input.accountId,
      input.text,
      spoilerText,
      (input.sensitive ?? false) || spoilerText !== '',
      plan.visibility,
      plan.limitedScope,
      plan.searchability,
      input.language || plan.author.language,
      input.markdown ?? false,
      plan.parent?.id ?? null,
      plan.parent?.account_id ?? null,
      input.applicationId ?? null,
      at,
      plan.quotedId,
      plan.quotePolicy,
      plan.circleId,
    ],
  );
}

/** The new post's media, in the order given; each must be the author's and unattached. */
async function attachNewMedia(tx: Queryable, id: string, accountId: string, mediaIds: string[]) {
  const attached = await tx.query(
    `update media_attachments set status_id = $1, position = array_position($3::bigint[], id)
     where id = any($3::bigint[]) and account_id = $2 and status_id is null`,
    [id, accountId, mediaIds],
  );
  if (attached.affectedRows !== new Set(mediaIds).size)
    throw validationFailed('Media attachments are invalid');
}

/** Mentioned accounts, and the author replied to, are notified. */
async function notifyMentioned(
  tx: Queryable,
  id: string,
  input: StatusInput,
  mentioned: string[],
  parent: Parent | undefined,
): Promise<HubEvent[]> {
  const recipients = [...mentioned];
  if (parent && !mentioned.includes(parent.account_id)) recipients.push(parent.account_id);
  const events: HubEvent[] = [];
  for (const recipientId of recipients) {
    events.push(
      ...(await notify(tx, {
        recipientId,
        fromAccountId: input.accountId,
        type: 'mention',
        statusId: id,
        at: input.at,
      })),
    );
  }
  return events;
}

export async function createStatus(
  db: Queryable,
  hub: EventHub | null,
  input: StatusInput,
): Promise<string> {
  const plan = await planStatus(db, input);
  const at = input.at ?? new Date();
  const id = input.at ? snowflakeAt(at) : snowflakeNow();
  const events: HubEvent[] = [];
  await inTransaction(db, async (tx) => {
    await insertStatus(tx, id, at, input, plan);
    if (input.poll) await storePoll(tx, id, input.poll);
    if (plan.mediaIds.length) await attachNewMedia(tx, id, input.accountId, plan.mediaIds);
    const mentioned = await storeEntities(tx, id, input.text, input.localHost);
    // A circle's members are addressed silently, like kmyblue's limited delivery.
    for (const memberId of plan.circleMemberIds) {
      await tx.query(
        'insert into mentions (status_id, account_id) values ($1, $2) on conflict do nothing',
        [id, memberId],
      );
    }
    events.push(...(await notifyMentioned(tx, id, input, mentioned, plan.parent)));
    // kmyblue: a limited reply to a limited post is a conversation too.
    if (plan.visibility === 'direct' || plan.limitedScope === 'reply')
      events.push(...(await addToConversations(tx, id, input.accountId, mentioned)));
    await deliverToAntennas(tx, id, localDomainsOf(input.localHost));
    events.push(...(await notifyListOwners(tx, { id, accountId: input.accountId, at: input.at })));
  });
  hub?.emit({ type: 'update', statusId: id }, ...events);
  return id;
}
