/** Editing a post: text, media, poll and quote policy, keeping a version before and after. */
import { MAX_MEDIA_ATTACHMENTS } from '../config';
import { inTransaction, one, type Queryable } from '../db/database';
import { ApiError, notFound, validationFailed } from '../http/errors';
import { isId } from '../ids';
import type { EventHub } from './events';
import { recordEdit } from './statusEdits';
import {
  applyMediaAttributes,
  checkMediaReady,
  MEDIA_WITH_POLL,
  storePoll,
  validatePoll,
  type MediaAttributeInput,
  type PollInput,
  type QuotePolicy,
} from './statusExtras';
import { validateText } from './statusPlan';
import { storeEntities } from './statuses';

export interface EditInput {
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
}

interface Editable {
  account_id: string;
  spoiler_text: string;
  sensitive: boolean;
  language: string | null;
  media: number;
}

/** The author's own post (not a boost), checked against the edit as Mastodon checks it. */
async function checkEdit(db: Queryable, input: EditInput): Promise<Editable> {
  const status = await one<Editable>(
    db,
    `select account_id, spoiler_text, sensitive, language,
       (select count(*) from media_attachments m where m.status_id = s.id)::int as media
     from statuses s where id = $1 and reblog_of_id is null`,
    [input.statusId],
  );
  if (!status || status.account_id !== input.accountId) throw notFound();
  const mediaIds = input.mediaIds;
  if (mediaIds && mediaIds.length > MAX_MEDIA_ATTACHMENTS)
    throw validationFailed('Too many media attachments');
  if (mediaIds && !mediaIds.every(isId)) throw validationFailed('Media attachments are invalid');
  const mediaCount = mediaIds ? mediaIds.length : status.media;
  validateText(input.text, input.spoilerText ?? '', mediaCount > 0);
  if (input.poll && mediaCount > 0) throw new ApiError(422, MEDIA_WITH_POLL);
  if (input.poll) validatePoll(input.poll);
  if (mediaIds) await checkMediaReady(db, mediaIds);
  return status;
}

/** The post's media become exactly `mediaIds`; the others are detached. */
async function replaceMedia(tx: Queryable, input: EditInput, mediaIds: string[]): Promise<void> {
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

async function updatePollAndPolicy(tx: Queryable, input: EditInput): Promise<void> {
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
}

/** As Mastodon: an edit without spoiler_text has no content warning. */
async function updateText(tx: Queryable, input: EditInput, status: Editable): Promise<void> {
  await tx.query(
    `update statuses set text = $2, spoiler_text = $3, sensitive = $4, language = $5, edited_at = now() where id = $1`,
    [
      input.statusId,
      input.text,
      input.spoilerText ?? '',
      input.sensitive ?? status.sensitive,
      input.language ?? status.language,
    ],
  );
}

export async function editStatus(
  db: Queryable,
  hub: EventHub | null,
  input: EditInput,
): Promise<void> {
  const status = await checkEdit(db, input);
  await inTransaction(db, async (tx) => {
    await recordEdit(tx, input.statusId, 'before');
    if (input.mediaIds) await replaceMedia(tx, input, input.mediaIds);
    await applyMediaAttributes(tx, input.accountId, input.mediaAttributes ?? []);
    await updatePollAndPolicy(tx, input);
    await updateText(tx, input, status);
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
