/** What a new post will be, decided and checked before it is written (in Mastodon's order). */
import type { ApiLimitedScope, ApiSearchability, ApiVisibilityEx } from '../../src/api/types';
import { MAX_MEDIA_ATTACHMENTS, MAX_STATUS_CHARS } from '../config';
import { countCharacters, farTooLong } from '../content/text';
import { one, type Queryable } from '../db/database';
import { ApiError, notFound, validationFailed } from '../http/errors';
import { isId } from '../ids';
import type { StatusInput } from './statuses';
import {
  checkMediaReady,
  checkQuote,
  circleMembers,
  MEDIA_WITH_POLL,
  validatePoll,
} from './statusExtras';
import { canView } from './visibility';

const VISIBILITIES: Record<string, [ApiVisibilityEx, ApiLimitedScope | null]> = {
  public: ['public', null],
  unlisted: ['unlisted', null],
  public_unlisted: ['public_unlisted', null],
  login: ['login', null],
  private: ['private', null],
  direct: ['direct', null],
  limited: ['limited', 'personal'],
  mutual: ['limited', 'mutual'],
  circle: ['limited', 'circle'],
  reply: ['limited', 'reply'],
};
const REPLY_NOT_FOUND = 'The post you are trying to reply to does not appear to exist.';
const SEARCHABILITIES = ['public', 'public_unlisted', 'private', 'direct', 'limited'];

/** The searchability can never be wider than what the visibility allows. */
function clampSearchability(wanted: string, visibility: ApiVisibilityEx): ApiSearchability {
  const order = ['public', 'public_unlisted', 'private', 'direct', 'limited'];
  const floor =
    visibility === 'private'
      ? 'private'
      : visibility === 'direct'
        ? 'direct'
        : visibility === 'limited'
          ? 'limited'
          : 'public';
  return (order.indexOf(wanted) >= order.indexOf(floor) ? wanted : floor) as ApiSearchability;
}

export function validateText(text: string, spoilerText: string, hasMedia: boolean): void {
  const tooLong = validationFailed(`Text character limit of ${MAX_STATUS_CHARS} exceeded`);
  // By raw length first: the weighted count below only ever runs on bounded text.
  if (farTooLong(text + spoilerText, MAX_STATUS_CHARS)) throw tooLong;
  if (!text.trim() && !hasMedia) throw validationFailed("Text can't be blank");
  if (countCharacters(text) + countCharacters(spoilerText) > MAX_STATUS_CHARS) throw tooLong;
}

type Author = { privacy: string; searchability: string; language: string };
export type Parent = { id: string; account_id: string; visibility: string };

/** Everything decided before the post is written, checked in Mastodon's order. */
export interface StatusPlan {
  author: Author;
  mediaIds: string[];
  visibility: ApiVisibilityEx;
  limitedScope: ApiLimitedScope | null;
  circleId: string | null;
  circleMemberIds: string[];
  quotedId: string | null;
  quotePolicy: string;
  searchability: ApiSearchability;
  parent: Parent | undefined;
}

/** The visibility chosen (or the author's default), and a circle's members for circle posts. */
async function audienceOf(db: Queryable, input: StatusInput, author: Author) {
  const choice = VISIBILITIES[input.visibility ?? author.privacy];
  if (!choice) throw validationFailed('Visibility is not included in the list');
  const [visibility, scope] = choice;
  if (input.circleId && (input.visibility === 'circle' || input.visibility === 'limited')) {
    const circleMemberIds = await circleMembers(db, input.circleId, input.accountId);
    return {
      visibility,
      limitedScope: 'circle' as const,
      circleId: input.circleId,
      circleMemberIds,
    };
  }
  if (input.visibility === 'circle') throw validationFailed("Circle can't be blank");
  return { visibility, limitedScope: scope, circleId: null, circleMemberIds: [] };
}

/** The post replied to, which the author must be able to see. */
async function parentOf(db: Queryable, input: StatusInput): Promise<Parent | undefined> {
  if (!input.inReplyToId) return undefined;
  if (!isId(input.inReplyToId)) throw new ApiError(404, REPLY_NOT_FOUND);
  const parent = await one<Parent>(
    db,
    'select id, account_id, visibility from statuses where id = $1 and reblog_of_id is null',
    [input.inReplyToId],
  );
  if (!parent || !(await canView(db, parent.id, input.accountId))) {
    throw new ApiError(404, REPLY_NOT_FOUND);
  }
  return parent;
}

export async function planStatus(db: Queryable, input: StatusInput): Promise<StatusPlan> {
  const mediaIds = input.mediaIds ?? [];
  if (mediaIds.length > MAX_MEDIA_ATTACHMENTS) throw validationFailed('Too many media attachments');
  if (!mediaIds.every(isId)) throw validationFailed('Media attachments are invalid');
  validateText(input.text, input.spoilerText ?? '', mediaIds.length > 0);
  const author = await one<Author>(
    db,
    'select privacy, searchability, language from accounts where id = $1',
    [input.accountId],
  );
  if (!author) throw notFound();
  const audience = await audienceOf(db, input, author);
  if (input.poll && mediaIds.length) throw new ApiError(422, MEDIA_WITH_POLL);
  if (input.poll) validatePoll(input.poll);
  await checkMediaReady(db, mediaIds);
  const quotedId = input.quotedStatusId
    ? await checkQuote(db, input.quotedStatusId, input.accountId)
    : null;
  // Private, direct and limited posts can only be quoted by their author.
  const quotePolicy = ['private', 'direct', 'limited'].includes(audience.visibility)
    ? 'nobody'
    : (input.quotePolicy ?? 'public');
  const wanted = input.searchability ?? author.searchability;
  if (!SEARCHABILITIES.includes(wanted))
    throw validationFailed('Searchability is not included in the list');
  const parent = await parentOf(db, input);
  const limitedScope =
    audience.visibility === 'limited' &&
    audience.limitedScope === 'personal' &&
    parent?.visibility === 'limited'
      ? 'reply'
      : audience.limitedScope;
  const searchability = clampSearchability(wanted, audience.visibility);
  return {
    ...audience,
    author,
    mediaIds,
    limitedScope,
    quotedId,
    quotePolicy,
    searchability,
    parent,
  };
}
