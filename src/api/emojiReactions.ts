import { normaliseAccountReactions, normaliseReactionDeck } from '../entities/statusExtras';
import type { AccountReaction, EntityBundle } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';
import { readStatus, type StatusResult } from './statuses';

const id = encodeURIComponent;

/**
 * kmyblue's PUT /api/v1/statuses/:id/emoji_reactions/:name; a custom emoji goes by its
 * shortcode (with @domain for a remote one), a unicode emoji as itself, URL-encoded.
 */
export async function addEmojiReaction(
  client: ApiClient,
  statusId: string,
  name: string,
): Promise<ApiResult<StatusResult>> {
  const path = `/api/v1/statuses/${id(statusId)}/emoji_reactions/${id(name)}`;
  return mapResult(await client.request('PUT', path), readStatus);
}

export async function removeEmojiReaction(
  client: ApiClient,
  statusId: string,
  name: string,
): Promise<ApiResult<StatusResult>> {
  const path = `/api/v1/statuses/${id(statusId)}/emoji_reactions/${id(name)}`;
  return mapResult(await client.request('DELETE', path), readStatus);
}

export async function fetchEmojiReactionedBy(
  client: ApiClient,
  statusId: string,
  url?: string,
): Promise<ApiResult<{ reactions: AccountReaction[]; bundle: EntityBundle }>> {
  const result = url
    ? await client.requestUrl('GET', url)
    : await client.request('GET', `/api/v1/statuses/${id(statusId)}/emoji_reactioned_by`);
  return mapResult(result, normaliseAccountReactions);
}

export async function fetchReactionDeck(client: ApiClient): Promise<ApiResult<string[]>> {
  return mapResult(await client.request('GET', '/api/v1/reaction_deck'), normaliseReactionDeck);
}

/** POST v1/reaction_deck with emojis (the whole deck). */
export async function saveReactionDeck(
  client: ApiClient,
  names: string[],
): Promise<ApiResult<string[]>> {
  const emojis = names.map((name, i) => ({ id: String(i), name }));
  return mapResult(
    await client.request('POST', '/api/v1/reaction_deck', { json: { emojis } }),
    normaliseReactionDeck,
  );
}
