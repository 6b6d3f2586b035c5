/** Quotes managed afterwards (Mastodon 4.5): who may quote a post, its quotes, revoking one. */
import type { ApiInteractionPolicyBody } from './types';
import { mapResult, type ApiClient, type ApiResult } from './client';
import { readStatus, type StatusResult } from './statuses';
import { fetchStatusesAbout } from './statusPage';

const id = encodeURIComponent;

/** PUT interaction_policy: answers the post with its new quote_approval. */
export async function updateQuotePolicy(
  client: ApiClient,
  statusId: string,
  policy: string,
): Promise<ApiResult<StatusResult>> {
  const json: ApiInteractionPolicyBody = { quote_approval_policy: policy };
  const path = `/api/v1/statuses/${id(statusId)}/interaction_policy`;
  return mapResult(await client.request('PUT', path, { json }), readStatus);
}

/** The posts quoting one's own post; the next page by its Link URL. */
export const fetchQuotes = (client: ApiClient, statusId: string, url?: string) =>
  fetchStatusesAbout(client, statusId, 'quotes', url);

/** Answers the quoting post, its quote now revoked. */
export async function revokeQuote(
  client: ApiClient,
  statusId: string,
  quotingId: string,
): Promise<ApiResult<StatusResult>> {
  const path = `/api/v1/statuses/${id(statusId)}/quotes/${id(quotingId)}/revoke`;
  return mapResult(await client.request('POST', path), readStatus);
}
