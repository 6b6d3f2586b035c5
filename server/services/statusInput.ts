/** A post's request body as the post-creating service takes it (now, or when its time comes). */
import type { ApiStatusCreateBody } from '../../src/api/types';
import type { PollInput, QuotePolicy } from './statusExtras';
import type { StatusInput } from './statuses';

export function pollInput(body: ApiStatusCreateBody): PollInput | undefined {
  const poll = body.poll;
  if (!poll) return undefined;
  return {
    options: poll.options,
    expiresIn: poll.expires_in,
    multiple: poll.multiple ?? false,
    hideTotals: poll.hide_totals ?? false,
  };
}

export const quotePolicy = (body: ApiStatusCreateBody) =>
  body.quote_approval_policy as QuotePolicy | undefined;

export function statusInputOf(
  body: ApiStatusCreateBody,
  who: { accountId: string; applicationId: string | null; localHost: string | undefined },
): StatusInput {
  return {
    accountId: who.accountId,
    text: body.status ?? '',
    spoilerText: body.spoiler_text,
    sensitive: body.sensitive,
    visibility: body.visibility || undefined,
    searchability: body.searchability || undefined,
    language: body.language || null,
    markdown: body.markdown,
    inReplyToId: body.in_reply_to_id || null,
    mediaIds: body.media_ids ?? [],
    poll: pollInput(body),
    quotedStatusId: body.quoted_status_id || body.quote_id || null,
    quotePolicy: quotePolicy(body),
    circleId: body.circle_id || null,
    applicationId: who.applicationId,
    localHost: who.localHost,
  };
}
