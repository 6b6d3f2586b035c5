import { describe, expect, it } from 'vitest';
import { accountJSON } from '../test/fixtures';
import { DEFAULT_CREDENTIAL_SOURCE, normaliseCredentialAccount } from './credentials';

describe('normaliseCredentialAccount', () => {
  it('reads the account and its posting defaults', () => {
    const { account, bundle, defaults } = normaliseCredentialAccount({
      ...accountJSON({ id: '1' }),
      source: {
        privacy: 'public_unlisted',
        sensitive: true,
        language: 'ja',
        note: '',
        fields: [],
        searchability: 'public',
        quote_policy: 'followers',
      },
    });
    expect(account.id).toBe('1');
    expect(bundle.accounts).toEqual([account]);
    expect(defaults).toEqual({
      privacy: 'public_unlisted',
      searchability: 'public',
      language: 'ja',
      sensitive: true,
      quotePolicy: 'followers',
    });
  });

  it('falls back to the SPEC defaults', () => {
    expect(normaliseCredentialAccount(accountJSON()).defaults).toEqual(DEFAULT_CREDENTIAL_SOURCE);
    expect(
      normaliseCredentialAccount({ ...accountJSON(), source: { privacy: 'weird', language: null } })
        .defaults,
    ).toMatchObject({
      privacy: 'public',
      searchability: 'private',
      language: 'en',
    });
  });
});
