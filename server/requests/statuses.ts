/** The body of POST /api/v1/statuses and PUT /api/v1/statuses/:id (JSON or Rails form fields). */
import type { ApiStatusCreateBody } from '../../src/api/types';
import { validationFailed } from '../http/errors';
import { asParams, optBool, optInt, optString, stringList, type Params } from '../http/params';
import { languageCode } from './language';

type PollBody = NonNullable<ApiStatusCreateBody['poll']>;
type MediaAttributesBody = NonNullable<ApiStatusCreateBody['media_attributes']>;

const QUOTE_POLICIES = ['public', 'followers', 'nobody'];

/** `poll` from a JSON or Rails-style form body; undefined when absent. */
function pollOf(body: Params): PollBody | undefined {
  if (body.poll === undefined || body.poll === null || body.poll === '') return undefined;
  const poll = asParams(body.poll);
  return {
    options: stringList(poll, 'options'),
    expires_in: optInt(poll, 'expires_in') ?? 0,
    multiple: optBool(poll, 'multiple') ?? false,
    hide_totals: optBool(poll, 'hide_totals') ?? false,
  };
}

function mediaAttributesOf(body: Params): MediaAttributesBody {
  const value = body.media_attributes ?? body['media_attributes[]'];
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : [];
  return list.map((item) => {
    const p = asParams(item);
    return {
      id: optString(p, 'id') ?? '',
      description: optString(p, 'description'),
      focus: optString(p, 'focus'),
    };
  });
}

/** quote_approval_policy (or the older quote_policy), one of Mastodon's three when given. */
function quotePolicyOf(body: Params): string | undefined {
  const value = optString(body, 'quote_approval_policy') ?? optString(body, 'quote_policy');
  if (value === undefined || value === '') return undefined;
  if (!QUOTE_POLICIES.includes(value))
    throw validationFailed('Quote approval policy is not included in the list');
  return value;
}

export function parseStatusCreateBody(raw: unknown): ApiStatusCreateBody {
  const body = asParams(raw);
  return {
    status: optString(body, 'status'),
    spoiler_text: optString(body, 'spoiler_text'),
    sensitive: optBool(body, 'sensitive'),
    visibility: optString(body, 'visibility'),
    searchability: optString(body, 'searchability'),
    // An unknown language falls back to the author's default, as Mastodon's locale cascade does.
    language: languageCode(optString(body, 'language')),
    markdown: optBool(body, 'markdown'),
    in_reply_to_id: optString(body, 'in_reply_to_id'),
    media_ids: stringList(body, 'media_ids'),
    poll: pollOf(body),
    quoted_status_id: optString(body, 'quoted_status_id'),
    quote_id: optString(body, 'quote_id'),
    quote_approval_policy: quotePolicyOf(body),
    circle_id: optString(body, 'circle_id'),
    scheduled_at: optString(body, 'scheduled_at') || undefined,
  };
}

/** An edit reads only what may change; media_ids absent means the media stay. */
export function parseStatusEditBody(raw: unknown): ApiStatusCreateBody {
  const body = asParams(raw);
  return {
    status: optString(body, 'status'),
    spoiler_text: optString(body, 'spoiler_text'),
    sensitive: optBool(body, 'sensitive'),
    language: languageCode(optString(body, 'language')),
    media_ids:
      'media_ids' in body || 'media_ids[]' in body ? stringList(body, 'media_ids') : undefined,
    media_attributes: mediaAttributesOf(body),
    poll: pollOf(body),
    quote_approval_policy: quotePolicyOf(body),
  };
}
