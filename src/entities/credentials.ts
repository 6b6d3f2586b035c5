import {
  VISIBILITIES,
  type ApiCredentialAccountJSON,
  type ApiCredentialSourceJSON,
} from '../api/types';
import { normaliseAccount } from './account';
import { emptyBundle } from './bundle';
import type { Account, CredentialSource, EntityBundle } from './types';
import { known, orDefault, reader } from './validate';

/** Posting defaults when the server sends none: privacy public, searchability private, language en. */
export const DEFAULT_CREDENTIAL_SOURCE: CredentialSource = {
  privacy: 'public',
  searchability: 'private',
  language: 'en',
  sensitive: false,
  quotePolicy: null,
};

function sourceOf(json: unknown): CredentialSource {
  if (json === null || json === undefined) return DEFAULT_CREDENTIAL_SOURCE;
  const r = reader<ApiCredentialSourceJSON>(json, 'Credential source');
  return {
    privacy: known(r.json.privacy, VISIBILITIES) ?? DEFAULT_CREDENTIAL_SOURCE.privacy,
    searchability: r.stringOr('searchability', DEFAULT_CREDENTIAL_SOURCE.searchability),
    language: r.stringOr('language', '') || DEFAULT_CREDENTIAL_SOURCE.language,
    sensitive: r.boolean('sensitive'),
    quotePolicy: r.stringOr('quote_policy', null),
  };
}

/** verify_credentials: the account, plus its posting defaults from the source block. */
export function normaliseCredentialAccount(json: unknown): {
  account: Account;
  bundle: EntityBundle;
  defaults: CredentialSource;
} {
  const bundle = emptyBundle();
  const account = normaliseAccount(json, bundle);
  // A source block of the wrong shape leaves the posting defaults; the account still signs in.
  const source = reader<ApiCredentialAccountJSON>(json, 'Account').json.source;
  const defaults = orDefault(DEFAULT_CREDENTIAL_SOURCE, () => sourceOf(source));
  return { account, bundle, defaults };
}
