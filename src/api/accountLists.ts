/**
 * The reader's lists of accounts and domains: an account's followers and follows, follow
 * requests, domain blocks and the profile directory.
 */
import { normaliseDomainBlocks } from '../entities/domainBlocks';
import { normaliseRelationship } from '../entities/relationship';
import type { Relationship } from '../entities/types';
import type { ApiDirectoryOrder } from './types';
import { readAccountPage, type AccountPage } from './accounts';
import { ignoreBody, mapResult, type ApiClient, type ApiResult, type QueryValue } from './client';

const id = encodeURIComponent;

/** Followers and follows come 20 at a time, as the directory does. */
export const FOLLOW_LIST_LIMIT = 20;
/** The profile directory's page (SPEC §9). */
export const DIRECTORY_LIMIT = 20;

async function accountPage(
  client: ApiClient,
  path: string,
  query: Record<string, QueryValue>,
  nextUrl: string | null | undefined,
): Promise<ApiResult<AccountPage>> {
  const result = nextUrl
    ? await client.requestUrl('GET', nextUrl)
    : await client.request('GET', path, { query });
  return mapResult(result, readAccountPage);
}

/** GET v1/accounts/{id}/followers or /following (Link pagination). */
export function fetchFollowList(
  client: ApiClient,
  accountId: string,
  direction: 'followers' | 'following',
  nextUrl?: string | null,
): Promise<ApiResult<AccountPage>> {
  const path = `/api/v1/accounts/${id(accountId)}/${direction}`;
  return accountPage(client, path, { limit: FOLLOW_LIST_LIMIT }, nextUrl);
}

/** GET v1/follow_requests (Link pagination). */
export function fetchFollowRequests(
  client: ApiClient,
  nextUrl?: string | null,
): Promise<ApiResult<AccountPage>> {
  return accountPage(client, '/api/v1/follow_requests', {}, nextUrl);
}

/** POST v1/follow_requests/{id}/authorize or /reject: the relationship after the answer. */
export async function answerFollowRequest(
  client: ApiClient,
  accountId: string,
  answer: 'authorize' | 'reject',
): Promise<ApiResult<Relationship>> {
  const path = `/api/v1/follow_requests/${id(accountId)}/${answer}`;
  return mapResult(await client.request('POST', path), normaliseRelationship);
}

/** GET v1/domain_blocks (Link pagination). */
export async function fetchDomainBlocks(
  client: ApiClient,
  nextUrl?: string | null,
): Promise<ApiResult<string[]>> {
  const result = nextUrl
    ? await client.requestUrl('GET', nextUrl)
    : await client.request('GET', '/api/v1/domain_blocks');
  return mapResult(result, normaliseDomainBlocks);
}

/** POST (block) or DELETE (unblock) v1/domain_blocks with the domain. */
export async function changeDomainBlock(
  client: ApiClient,
  domain: string,
  block: boolean,
): Promise<ApiResult<null>> {
  const result = await client.request(block ? 'POST' : 'DELETE', '/api/v1/domain_blocks', {
    json: { domain },
  });
  return mapResult(result, ignoreBody);
}

export interface DirectoryQuery {
  order: ApiDirectoryOrder;
  local: boolean;
}

/**
 * GET v1/directory, 20 at a time by offset. The directory sends no Link header, so the next
 * page's address is made here: the same query at the next offset, while pages come full.
 */
export async function fetchDirectory(
  client: ApiClient,
  query: DirectoryQuery,
  nextUrl?: string | null,
): Promise<ApiResult<AccountPage & { next: string | null }>> {
  const url = new URL(nextUrl ?? `${client.origin}/api/v1/directory`);
  const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
  const params = {
    limit: String(DIRECTORY_LIMIT),
    offset: String(offset),
    order: query.order,
    local: String(query.local),
  };
  const pageUrl = `${url.origin}${url.pathname}?${new URLSearchParams(params).toString()}`;
  const result = mapResult(await client.requestUrl('GET', pageUrl), readAccountPage);
  if (!result.ok) return result;
  const nextParams = new URLSearchParams({ ...params, offset: String(offset + DIRECTORY_LIMIT) });
  const full = result.value.accountIds.length >= DIRECTORY_LIMIT;
  const next = full ? `${url.origin}${url.pathname}?${nextParams.toString()}` : null;
  return { ...result, value: { ...result.value, next } };
}
