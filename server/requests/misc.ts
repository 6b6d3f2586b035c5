/** The small bodies: follows, mutes, boosts, reactions, polls, markers, media, settings. */
import type {
  ApiDomainBlockBody,
  ApiAccountNoteBody,
  ApiEmojiReactionBody,
  ApiFollowBody,
  ApiInteractionPolicyBody,
  ApiMarkersBody,
  ApiMediaCreateBody,
  ApiMuteBody,
  ApiPollVotesBody,
  ApiReactionDeckBody,
  ApiReblogBody,
  ApiTranslateBody,
  ApiWebSettingsBody,
} from '../../src/api/types';
import { validationFailed } from '../http/errors';
import { longerThan } from '../content/text';
import { asParams, optBool, optInt, optString, stringList, type Params } from '../http/params';

/** Mastodon's limit on a private note about an account. */
const ACCOUNT_NOTE_MAX = 2000;

export function parseFollowBody(raw: unknown): ApiFollowBody {
  const body = asParams(raw);
  const hasLanguages = body.languages !== undefined || body['languages[]'] !== undefined;
  return {
    reblogs: optBool(body, 'reblogs'),
    notify: optBool(body, 'notify'),
    languages: hasLanguages ? stringList(body, 'languages') : undefined,
  };
}

export function parseAccountNoteBody(raw: unknown): ApiAccountNoteBody {
  const comment = optString(asParams(raw), 'comment');
  if (comment !== undefined && longerThan(comment, ACCOUNT_NOTE_MAX))
    throw validationFailed(`Comment is too long (maximum is ${ACCOUNT_NOTE_MAX} characters)`);
  return { comment };
}

export function parseMuteBody(raw: unknown): ApiMuteBody {
  const body = asParams(raw);
  return { notifications: optBool(body, 'notifications'), duration: optInt(body, 'duration') };
}

export function parseReblogBody(raw: unknown): ApiReblogBody {
  return { visibility: optString(asParams(raw), 'visibility') };
}

export function parseEmojiReactionBody(raw: unknown): ApiEmojiReactionBody {
  return { emoji: optString(asParams(raw), 'emoji') };
}

/** The whole deck at once: `emojis` as names or as {name} objects; others are dropped. */
export function parseReactionDeckBody(raw: unknown): ApiReactionDeckBody {
  const items: unknown[] = Array.isArray(asParams(raw).emojis)
    ? (asParams(raw).emojis as unknown[])
    : [];
  const emojis = items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const name = optString(asParams(item), 'name');
    return name ? [name] : [];
  });
  return { emojis };
}

export function parsePollVotesBody(raw: unknown): ApiPollVotesBody {
  return { choices: stringList(asParams(raw), 'choices') };
}

const MARKER_TIMELINES = ['home', 'notifications'] as const;

/** Each timeline given needs a numeric last_read_id. */
export function parseMarkersBody(raw: unknown): ApiMarkersBody {
  const body = asParams(raw);
  const markers: ApiMarkersBody = {};
  for (const timeline of MARKER_TIMELINES) {
    if (body[timeline] === undefined) continue;
    const id = optString(asParams(body[timeline]), 'last_read_id');
    if (!id || !/^\d+$/.test(id)) throw validationFailed("Last read can't be blank");
    markers[timeline] = { last_read_id: id };
  }
  return markers;
}

/** A multipart file field arrives as bytes; anything else is no file. */
const fileOf = (body: Params, key: string): Uint8Array | undefined => {
  const value = body[key];
  return value instanceof Uint8Array ? value : undefined;
};

/** Media upload and update (the update has no `file`). */
export function parseMediaBody(raw: unknown): ApiMediaCreateBody<Uint8Array> {
  const body = asParams(raw);
  return {
    file: fileOf(body, 'file'),
    description: optString(body, 'description'),
    focus: optString(body, 'focus'),
    thumbnail: fileOf(body, 'thumbnail'),
  };
}

export function parseWebSettingsBody(raw: unknown): ApiWebSettingsBody {
  const data = asParams(raw).data;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw validationFailed('Data is invalid');
  return { data: data as Record<string, unknown> };
}

export function parseTranslateBody(raw: unknown): ApiTranslateBody {
  return { lang: optString(asParams(raw), 'lang') };
}

const QUOTE_POLICIES = ['public', 'followers', 'nobody'];

export function parseInteractionPolicyBody(raw: unknown): ApiInteractionPolicyBody {
  const policy = optString(asParams(raw), 'quote_approval_policy') ?? '';
  if (!QUOTE_POLICIES.includes(policy))
    throw validationFailed('Quote approval policy is not included in the list');
  return { quote_approval_policy: policy };
}

/** The domain of a domain block, from the body or (DELETE) the query; 422 when missing. */
export function parseDomainBlockBody(body: unknown, query: unknown): Required<ApiDomainBlockBody> {
  const domain = (optString(asParams(body), 'domain') ?? optString(asParams(query), 'domain'))
    ?.trim()
    .toLowerCase();
  if (!domain) throw validationFailed("Domain can't be blank");
  return { domain };
}
