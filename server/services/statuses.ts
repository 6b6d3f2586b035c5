import { MAX_MEDIA_ATTACHMENTS } from '../config';
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { extractEntities } from '../content/text';
import { ApiError, notFound, validationFailed } from '../http/errors';
import { isId, snowflakeAt, snowflakeNow } from '../ids';
import type { EventHub, HubEvent } from './events';
import { notify } from './notifications';
import { recordEdit } from './statusEdits';
import { clampSearchability, SEARCHABILITIES, validateText, VISIBILITIES } from './statusRules';
import {
  applyMediaAttributes,
  checkMediaReady,
  checkQuote,
  circleMembers,
  MEDIA_WITH_POLL,
  storePoll,
  validatePoll,
  type MediaAttributeInput,
  type PollInput,
  type QuotePolicy,
} from './statusExtras';
import { canView } from './visibility';

const REPLY_NOT_FOUND = 'The post you are trying to reply to does not appear to exist.';

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
async function storeEntities(
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

export async function createStatus(
  db: Queryable,
  hub: EventHub | null,
  input: StatusInput,
): Promise<string> {
  const spoilerText = input.spoilerText ?? '';
  const mediaIds = input.mediaIds ?? [];
  if (mediaIds.length > MAX_MEDIA_ATTACHMENTS) throw validationFailed('Too many media attachments');
  if (!mediaIds.every(isId)) throw validationFailed('Media attachments are invalid');
  validateText(input.text, spoilerText, mediaIds.length > 0);
  const author = await one<{ privacy: string; searchability: string; language: string }>(
    db,
    'select privacy, searchability, language from accounts where id = $1',
    [input.accountId],
  );
  if (!author) throw notFound();
  const choice = VISIBILITIES[input.visibility ?? author.privacy];
  if (!choice) throw validationFailed('Visibility is not included in the list');
  const visibility = choice[0];
  let limitedScope = choice[1];
  let circleId: string | null = null;
  let circleMemberIds: string[] = [];
  if (input.circleId && (input.visibility === 'circle' || input.visibility === 'limited')) {
    circleMemberIds = await circleMembers(db, input.circleId, input.accountId);
    circleId = input.circleId;
    limitedScope = 'circle';
  } else if (input.visibility === 'circle') throw validationFailed("Circle can't be blank");
  if (input.poll && mediaIds.length) throw new ApiError(422, MEDIA_WITH_POLL);
  if (input.poll) validatePoll(input.poll);
  await checkMediaReady(db, mediaIds);
  const quotedId = input.quotedStatusId
    ? await checkQuote(db, input.quotedStatusId, input.accountId)
    : null;
  // Private, direct and limited posts can only be quoted by their author.
  const quotePolicy = ['private', 'direct', 'limited'].includes(visibility)
    ? 'nobody'
    : (input.quotePolicy ?? 'public');
  const wanted = input.searchability ?? author.searchability;
  if (!SEARCHABILITIES.includes(wanted))
    throw validationFailed('Searchability is not included in the list');

  let parent: { id: string; account_id: string; visibility: string } | undefined;
  if (input.inReplyToId) {
    if (!isId(input.inReplyToId)) throw new ApiError(404, REPLY_NOT_FOUND);
    parent = await one(
      db,
      'select id, account_id, visibility from statuses where id = $1 and reblog_of_id is null',
      [input.inReplyToId],
    );
    if (!parent || !(await canView(db, parent.id, input.accountId))) {
      throw new ApiError(404, REPLY_NOT_FOUND);
    }
    if (
      visibility === 'limited' &&
      limitedScope === 'personal' &&
      parent.visibility === 'limited'
    ) {
      limitedScope = 'reply';
    }
  }

  const at = input.at ?? new Date();
  const id = input.at ? snowflakeAt(at) : snowflakeNow();
  const events: HubEvent[] = [];
  await inTransaction(db, async (tx) => {
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
        visibility,
        limitedScope,
        clampSearchability(wanted, visibility),
        input.language || author.language,
        input.markdown ?? false,
        parent?.id ?? null,
        parent?.account_id ?? null,
        input.applicationId ?? null,
        at,
        quotedId,
        quotePolicy,
        circleId,
      ],
    );
    if (input.poll) await storePoll(tx, id, input.poll);
    if (mediaIds.length) {
      const attached = await tx.query(
        `update media_attachments set status_id = $1, position = array_position($3::bigint[], id)
         where id = any($3::bigint[]) and account_id = $2 and status_id is null`,
        [id, input.accountId, mediaIds],
      );
      if (attached.affectedRows !== new Set(mediaIds).size)
        throw validationFailed('Media attachments are invalid');
    }
    const mentioned = await storeEntities(tx, id, input.text, input.localHost);
    // A circle's members are addressed silently, like kmyblue's limited delivery.
    for (const memberId of circleMemberIds) {
      await tx.query(
        'insert into mentions (status_id, account_id) values ($1, $2) on conflict do nothing',
        [id, memberId],
      );
    }
    for (const accountId of mentioned) {
      events.push(
        ...(await notify(tx, {
          recipientId: accountId,
          fromAccountId: input.accountId,
          type: 'mention',
          statusId: id,
          at: input.at,
        })),
      );
    }
    if (parent && !mentioned.includes(parent.account_id)) {
      events.push(
        ...(await notify(tx, {
          recipientId: parent.account_id,
          fromAccountId: input.accountId,
          type: 'mention',
          statusId: id,
          at: input.at,
        })),
      );
    }
  });
  hub?.emit({ type: 'update', statusId: id }, ...events);
  return id;
}

export async function editStatus(
  db: Queryable,
  hub: EventHub | null,
  input: {
    statusId: string;
    accountId: string;
    text: string;
    spoilerText?: string;
    sensitive?: boolean;
    language?: string | null;
    localHost?: string;
    /** Present: the post's media become exactly these (in this order). */
    mediaIds?: string[];
    mediaAttributes?: MediaAttributeInput[];
    /** Absent removes the poll, as Mastodon does. */
    poll?: PollInput;
    quotePolicy?: QuotePolicy;
  },
): Promise<void> {
  const status = await one<{
    account_id: string;
    spoiler_text: string;
    sensitive: boolean;
    language: string | null;
    media: number;
  }>(
    db,
    `select account_id, spoiler_text, sensitive, language,
       (select count(*) from media_attachments m where m.status_id = s.id)::int as media
     from statuses s where id = $1 and reblog_of_id is null`,
    [input.statusId],
  );
  if (!status || status.account_id !== input.accountId) throw notFound();
  // As Mastodon: an edit without spoiler_text has no content warning.
  const spoilerText = input.spoilerText ?? '';
  const mediaIds = input.mediaIds;
  if (mediaIds && mediaIds.length > MAX_MEDIA_ATTACHMENTS)
    throw validationFailed('Too many media attachments');
  if (mediaIds && !mediaIds.every(isId)) throw validationFailed('Media attachments are invalid');
  const mediaCount = mediaIds ? mediaIds.length : status.media;
  validateText(input.text, spoilerText, mediaCount > 0);
  if (input.poll && mediaCount > 0) throw new ApiError(422, MEDIA_WITH_POLL);
  if (input.poll) validatePoll(input.poll);
  if (mediaIds) await checkMediaReady(db, mediaIds);
  await inTransaction(db, async (tx) => {
    await recordEdit(tx, input.statusId, 'before');
    if (mediaIds) {
      await tx.query(
        `update media_attachments set status_id = null
         where status_id = $1 and not (id = any($2::bigint[]))`,
        [input.statusId, mediaIds],
      );
      const attached = await tx.query(
        `update media_attachments set status_id = $1, position = array_position($3::bigint[], id)
         where id = any($3::bigint[]) and account_id = $2 and (status_id is null or status_id = $1)`,
        [input.statusId, input.accountId, mediaIds],
      );
      if (attached.affectedRows !== new Set(mediaIds).size)
        throw validationFailed('Media attachments are invalid');
    }
    await applyMediaAttributes(tx, input.accountId, input.mediaAttributes ?? []);
    if (input.poll) await storePoll(tx, input.statusId, input.poll);
    else await tx.query('delete from polls where status_id = $1', [input.statusId]);
    if (input.quotePolicy) {
      await tx.query(
        `update statuses set quote_approval_policy = case
           when visibility in ('private', 'direct', 'limited') then 'nobody' else $2 end
         where id = $1`,
        [input.statusId, input.quotePolicy],
      );
    }
    await tx.query(
      `update statuses set text = $2, spoiler_text = $3, sensitive = $4, language = $5, edited_at = now() where id = $1`,
      [
        input.statusId,
        input.text,
        spoilerText,
        input.sensitive ?? status.sensitive,
        input.language ?? status.language,
      ],
    );
    await storeEntities(tx, input.statusId, input.text, input.localHost);
    await recordEdit(tx, input.statusId, 'after');
    // The circle's members stay addressed after an edit.
    await tx.query(
      `insert into mentions (status_id, account_id)
       select s.id, c.account_id from statuses s join circle_accounts c on c.circle_id = s.circle_id
       where s.id = $1 on conflict do nothing`,
      [input.statusId],
    );
  });
  hub?.emit({ type: 'status.update', statusId: input.statusId });
}
