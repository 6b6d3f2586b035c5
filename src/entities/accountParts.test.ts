// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../test/fixtures';
import { accountNote, normaliseAccount } from './account';
import { emptyBundle } from './bundle';
import { normaliseCredentialAccount, DEFAULT_CREDENTIAL_SOURCE } from './credentials';
import { normaliseStatus } from './status';
import type { Account } from './types';

/** An account with every part well formed, and one field replaced by the case's bad value. */
const withBad = (field: string, value: unknown) => ({
  ...accountJSON({
    id: '7',
    username: 'alice',
    display_name: 'Alice',
    fields: [{ name: 'Site', value: 'here', verified_at: null }],
    roles: [{ id: '1', name: 'Admin', color: '' }],
  }),
  [field]: value,
});

const read = (json: unknown) => normaliseAccount(json, emptyBundle());

/** The rest of the account is intact. */
const expectIntact = (account: Account) => {
  expect(account).toMatchObject({
    id: '7',
    username: 'alice',
    acct: 'alice',
    displayName: 'Alice',
  });
};

describe('an account with one bad optional field still reads, without that part', () => {
  it.each([
    ['fields', 'x', (a: Account) => expect(a.fields).toEqual([])],
    [
      'fields',
      [{ name: 1 }, { name: 'Ok', value: 'v' }],
      (a: Account) => expect(a.fields.map((f) => f.name)).toEqual(['Ok']),
    ],
    ['roles', { id: 1 }, (a: Account) => expect(a.roles).toEqual([])],
    ['roles', [{ name: 'no id' }], (a: Account) => expect(a.roles).toEqual([])],
    ['emojis', 'x', (a: Account) => expect(a.emojis).toEqual([])],
    ['emojis', [{ shortcode: 3 }], (a: Account) => expect(a.emojis).toEqual([])],
    ['moved', 'x', (a: Account) => expect(a.movedToAccountId).toBeNull()],
    ['moved', { id: '8' }, (a: Account) => expect(a.movedToAccountId).toBeNull()],
    ['followers_count', 'many', (a: Account) => expect(a.followersCount).toBe(0)],
    ['following_count', {}, (a: Account) => expect(a.followingCount).toBe(0)],
    ['statuses_count', NaN, (a: Account) => expect(a.statusesCount).toBe(0)],
    ['avatar', 'javascript:alert(1)', (a: Account) => expect(a.avatar).toBe('')],
    [
      'avatar_static',
      42,
      (a: Account) => expect(a.avatarStatic).toBe('https://sandbox.example/avatar.png'),
    ],
    ['header', 'ftp://x/h.png', (a: Account) => expect(a.header).toBe('')],
    [
      'header_static',
      ['x'],
      (a: Account) => expect(a.headerStatic).toBe('https://sandbox.example/header.png'),
    ],
    ['note', 5, (a: Account) => expect(accountNote(a).plain).toBe('')],
    ['locked', 'yes', (a: Account) => expect(a.locked).toBe(false)],
    [
      'other_settings',
      { hide_network: 'x' },
      (a: Account) => expect(a.otherSettings.hideNetwork).toBe(false),
    ],
    ['server_features', 'x', (a: Account) => expect(a.serverFeatures.circle).toBe(false)],
  ])('%s of the wrong shape (%j) is dropped or defaulted', (field, bad, check) => {
    const account = read(withBad(field, bad));
    expectIntact(account);
    check(account);
  });

  it('a moved account that reads keeps its link', () => {
    const account = read(withBad('moved', accountJSON({ id: '8' })));
    expect(account.movedToAccountId).toBe('8');
  });

  it('a bad source block leaves the posting defaults, the account signs in', () => {
    const { account, defaults } = normaliseCredentialAccount(
      withBad('source', { privacy: 3, sensitive: 'x' }),
    );
    expectIntact(account);
    expect(defaults).toEqual(DEFAULT_CREDENTIAL_SOURCE);
  });

  it('a post by an account with bad parts still shows', () => {
    const status = normaliseStatus(
      statusJSON({ id: '42', account: withBad('fields', 'x') }),
      emptyBundle(),
    );
    expect(status).toMatchObject({ id: '42', accountId: '7' });
  });
});

describe('only the essentials make an account unreadable', () => {
  it.each(['id', 'username', 'acct'])('%s missing', (field) => {
    expect(() => read(withBad(field, undefined))).toThrow(field);
  });
});
