import { normaliseAccount } from '../entities/account';
import { dedupeBundle, emptyBundle } from '../entities/bundle';
import { normaliseCredentialAccount } from '../entities/credentials';
import { normaliseRelationship, normaliseRelationships } from '../entities/relationship';
import { readItem } from '../entities/statusList';
import type { Account, CredentialSource, EntityBundle, Relationship } from '../entities/types';
import { asArray } from '../entities/validate';
import { mapResult, type ApiClient, type ApiResult } from './client';
import { fetchStatusPage, flag, pageQuery, type PageParams, type StatusPage } from './statusPage';

export interface AccountResult {
  account: Account;
  bundle: EntityBundle;
}

const id = encodeURIComponent;

const readAccount = (json: unknown): AccountResult => {
  const bundle = emptyBundle();
  return { account: normaliseAccount(json, bundle), bundle };
};

/** The signed-in account, with its posting defaults from the source block. */
export async function verifyCredentials(
  client: ApiClient,
): Promise<ApiResult<AccountResult & { defaults: CredentialSource }>> {
  return mapResult(
    await client.request('GET', '/api/v1/accounts/verify_credentials'),
    normaliseCredentialAccount,
  );
}

export async function fetchAccount(
  client: ApiClient,
  accountId: string,
): Promise<ApiResult<AccountResult>> {
  return mapResult(await client.request('GET', `/api/v1/accounts/${id(accountId)}`), readAccount);
}

export async function lookupAccount(
  client: ApiClient,
  acct: string,
): Promise<ApiResult<AccountResult>> {
  const query = { acct: acct.replace(/^@/, '') };
  return mapResult(await client.request('GET', '/api/v1/accounts/lookup', { query }), readAccount);
}

export interface AccountStatusesParams extends PageParams {
  excludeReplies?: boolean;
  excludeReblogs?: boolean;
  onlyMedia?: boolean;
  pinned?: boolean;
  tagged?: string;
}

export function fetchAccountStatuses(
  client: ApiClient,
  accountId: string,
  params: AccountStatusesParams = {},
): Promise<ApiResult<StatusPage>> {
  return fetchStatusPage(client, `/api/v1/accounts/${id(accountId)}/statuses`, {
    ...pageQuery(params),
    exclude_replies: flag(params.excludeReplies),
    exclude_reblogs: flag(params.excludeReblogs),
    only_media: flag(params.onlyMedia),
    pinned: flag(params.pinned),
    tagged: params.tagged,
  });
}

/** with_suspended=true and id[] (the store batches the ids). */
export async function fetchRelationships(
  client: ApiClient,
  accountIds: readonly string[],
): Promise<ApiResult<Relationship[]>> {
  if (accountIds.length === 0)
    return { ok: true, value: [], status: 200, links: { next: null, prev: null } };
  const query = { with_suspended: 'true', id: accountIds };
  return mapResult(
    await client.request('GET', '/api/v1/accounts/relationships', { query }),
    normaliseRelationships,
  );
}

export async function followAccount(
  client: ApiClient,
  accountId: string,
  options: { reblogs?: boolean; notify?: boolean; languages?: string[] } = {},
): Promise<ApiResult<Relationship>> {
  const path = `/api/v1/accounts/${id(accountId)}/follow`;
  return mapResult(await client.request('POST', path, { json: options }), normaliseRelationship);
}

export async function unfollowAccount(
  client: ApiClient,
  accountId: string,
): Promise<ApiResult<Relationship>> {
  const path = `/api/v1/accounts/${id(accountId)}/unfollow`;
  return mapResult(await client.request('POST', path), normaliseRelationship);
}

type RelationshipAction = (
  client: ApiClient,
  accountId: string,
) => Promise<ApiResult<Relationship>>;

const relationshipAction =
  (name: string): RelationshipAction =>
  async (client, accountId) =>
    mapResult(
      await client.request('POST', `/api/v1/accounts/${id(accountId)}/${name}`),
      normaliseRelationship,
    );

export const blockAccount = relationshipAction('block');
export const unblockAccount = relationshipAction('unblock');
export const unmuteAccount = relationshipAction('unmute');

/** POST v1/accounts/{id}/mute, body notifications and duration (seconds, 0 = indefinite). */
export async function muteAccount(
  client: ApiClient,
  accountId: string,
  options: { notifications: boolean; duration: number },
): Promise<ApiResult<Relationship>> {
  const path = `/api/v1/accounts/${id(accountId)}/mute`;
  return mapResult(await client.request('POST', path, { json: options }), normaliseRelationship);
}

export interface AccountPage {
  accountIds: string[];
  bundle: EntityBundle;
}

export function readAccountPage(json: unknown): AccountPage {
  const bundle = emptyBundle();
  // An unreadable account is left out of the list.
  const accountIds = asArray(json, 'Accounts').flatMap((item) => {
    const value = readItem(item, bundle, (j, part) => normaliseAccount(j, part).id);
    return typeof value === 'string' ? [value] : [];
  });
  return { accountIds, bundle: dedupeBundle(bundle) };
}

/** GET v1/blocks and v1/mutes (Link pagination). */
export async function fetchAccountList(
  client: ApiClient,
  which: 'blocks' | 'mutes',
  nextUrl?: string | null,
): Promise<ApiResult<AccountPage>> {
  const result = nextUrl
    ? await client.requestUrl('GET', nextUrl)
    : await client.request('GET', `/api/v1/${which}`, { query: { limit: 40 } });
  return mapResult(result, readAccountPage);
}
