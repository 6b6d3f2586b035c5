/**
 * kmyblue's antennas (kmyblue-api.md §9.2): one function per endpoint, a POST and DELETE pair
 * being one function. The list of antennas and their titles also come through the generic
 * collection calls (api/collections.ts); these read and write everything an antenna has.
 */
import {
  normaliseAntenna,
  normaliseAntennaDomains,
  normaliseAntennaKeywords,
  normaliseAntennas,
  normaliseAntennaTags,
} from '../entities/antenna';
import { normaliseAccountList } from '../entities/compose';
import type {
  Account,
  Antenna,
  AntennaTermKind,
  AntennaTerms,
  EntityBundle,
} from '../entities/types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';
import type {
  ApiAntennaBody,
  ApiAntennaDomainsBody,
  ApiAntennaKeywordsBody,
  ApiAntennaTagsBody,
  ApiCollectionAccountsBody,
} from './types';

const seg = encodeURIComponent;
const base = '/api/v1/antennas';
const itemPath = (id: string) => `${base}/${seg(id)}`;
/** Where a rule list lives: `/:id/keywords` or `/:id/exclude_keywords`. */
const rulePath = (id: string, kind: string, exclude: boolean) =>
  `${itemPath(id)}/${exclude ? 'exclude_' : ''}${kind}`;

export interface AntennaAccounts {
  accounts: Account[];
  bundle: EntityBundle;
}

/** Adding is POST, taking out DELETE (kmyblue reads the body of both). */
const changeMethod = (add: boolean) => (add ? 'POST' : 'DELETE');

export async function fetchAntennas(client: ApiClient): Promise<ApiResult<Antenna[]>> {
  return mapResult(await client.request('GET', base), normaliseAntennas);
}

export async function createAntenna(
  client: ApiClient,
  body: ApiAntennaBody & { title: string },
): Promise<ApiResult<Antenna>> {
  return mapResult(await client.request('POST', base, { json: body }), normaliseAntenna);
}

export async function fetchAntenna(client: ApiClient, id: string): Promise<ApiResult<Antenna>> {
  return mapResult(await client.request('GET', itemPath(id)), normaliseAntenna);
}

/** An absent key leaves the field as it is; `list_id` '0' means no list (home). */
export async function updateAntenna(
  client: ApiClient,
  id: string,
  body: ApiAntennaBody,
): Promise<ApiResult<Antenna>> {
  return mapResult(await client.request('PUT', itemPath(id), { json: body }), normaliseAntenna);
}

export async function deleteAntenna(client: ApiClient, id: string): Promise<ApiResult<null>> {
  return mapResult(await client.request('DELETE', itemPath(id)), ignoreBody);
}

/** GET accounts or exclude_accounts, all at once: paged mode has a broken Link (§9.4). */
export async function fetchAntennaAccounts(
  client: ApiClient,
  id: string,
  exclude: boolean,
): Promise<ApiResult<AntennaAccounts>> {
  return mapResult(
    await client.request('GET', rulePath(id, 'accounts', exclude), { query: { limit: 0 } }),
    normaliseAccountList,
  );
}

export async function changeAntennaAccounts(
  client: ApiClient,
  id: string,
  accountIds: string[],
  { add, exclude }: { add: boolean; exclude: boolean },
): Promise<ApiResult<null>> {
  const json = { account_ids: accountIds } satisfies ApiCollectionAccountsBody;
  const path = rulePath(id, 'accounts', exclude);
  return mapResult(await client.request(changeMethod(add), path, { json }), ignoreBody);
}

const TERM_READERS: Record<AntennaTermKind, (json: unknown) => AntennaTerms> = {
  keywords: normaliseAntennaKeywords,
  domains: normaliseAntennaDomains,
  tags: normaliseAntennaTags,
};

/** The body of a word rule change, keyed by its kind as kmyblue reads it. */
type TermsBody = ApiAntennaKeywordsBody | ApiAntennaDomainsBody | ApiAntennaTagsBody;
const termsBody = (kind: AntennaTermKind, values: string[]): TermsBody =>
  kind === 'keywords'
    ? { keywords: values }
    : kind === 'domains'
      ? { domains: values }
      : { tags: values };

/**
 * GET keywords, domains or tags: the included and the excluded ones together (the exclude_
 * routes have no GET). Tags are names without '#'.
 */
export async function fetchAntennaTerms(
  client: ApiClient,
  id: string,
  kind: AntennaTermKind,
): Promise<ApiResult<AntennaTerms>> {
  return mapResult(await client.request('GET', rulePath(id, kind, false)), TERM_READERS[kind]);
}

/** POST or DELETE keywords, domains or tags, or their exclude_ lists. */
export async function changeAntennaTerms(
  client: ApiClient,
  id: string,
  kind: AntennaTermKind,
  values: string[],
  { add, exclude }: { add: boolean; exclude: boolean },
): Promise<ApiResult<null>> {
  const json = termsBody(kind, values);
  const path = rulePath(id, kind, exclude);
  return mapResult(await client.request(changeMethod(add), path, { json }), ignoreBody);
}

/** GET accounts/:id/antennas (or exclude_antennas): the reader's antennas naming the account. */
export async function fetchAccountAntennas(
  client: ApiClient,
  accountId: string,
  exclude: boolean,
): Promise<ApiResult<Antenna[]>> {
  const path = `/api/v1/accounts/${seg(accountId)}/${exclude ? 'exclude_antennas' : 'antennas'}`;
  return mapResult(await client.request('GET', path), normaliseAntennas);
}
