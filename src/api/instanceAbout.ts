/** The server's about page: its identity, rules, texts and public domain blocks. */
import {
  normaliseInstanceDomainBlocks,
  normaliseRules,
  normaliseServerIdentity,
  normaliseServerText,
  normaliseTermsOfService,
} from '../entities/instanceAbout';
import type { EntityBundle, ServerAbout, ServerRule } from '../entities/types';
import { mapResult, type ApiClient, type ApiError, type ApiResult } from './client';

export async function fetchServerRules(client: ApiClient): Promise<ApiResult<ServerRule[]>> {
  return mapResult(await client.request('GET', '/api/v1/instance/rules'), normaliseRules);
}

/** A part the server does not have or keeps to itself (403, 404, 410) is null. */
const HIDDEN = new Set([403, 404, 410]);
type Part<T> = { ok: true; value: T | null } | { ok: false; error: ApiError };
function optional<T>(result: ApiResult<T>): Part<T> {
  if (result.ok) return result;
  return HIDDEN.has(result.error.status ?? 0) ? { ok: true, value: null } : result;
}

/** Everything /about shows, asked at once; the instance itself is required, the rest optional. */
export async function fetchServerAbout(
  client: ApiClient,
): Promise<ApiResult<{ about: ServerAbout; bundle: EntityBundle }>> {
  const get = (path: string) => client.request('GET', `/api/v1/instance/${path}`);
  const [identity, extended, privacy, terms, blocks] = await Promise.all([
    client.request('GET', '/api/v2/instance').then((r) => mapResult(r, normaliseServerIdentity)),
    get('extended_description').then((r) => optional(mapResult(r, normaliseServerText))),
    get('privacy_policy').then((r) => optional(mapResult(r, normaliseServerText))),
    get('terms_of_service').then((r) => optional(mapResult(r, normaliseTermsOfService))),
    get('domain_blocks').then((r) => optional(mapResult(r, normaliseInstanceDomainBlocks))),
  ]);
  if (!identity.ok) return identity;
  for (const part of [extended, privacy, terms, blocks]) if (!part.ok) return part;
  const { bundle, ...server } = identity.value;
  const about: ServerAbout = {
    ...server,
    extendedDescription: extended.ok ? extended.value : null,
    privacyPolicy: privacy.ok ? privacy.value : null,
    termsOfService: terms.ok ? terms.value : null,
    domainBlocks: blocks.ok ? blocks.value : null,
  };
  return { ...identity, value: { about, bundle } };
}
