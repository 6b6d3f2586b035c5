import { describe, expect, it } from 'vitest';
import { accountJSON } from '../test/fixtures';
import { normaliseAccount } from './account';
import { emptyBundle } from './bundle';
import { networkHidden, remoteDomain, roleColour, shownCount } from './accountDisplay';

const account = (extra: Record<string, unknown> = {}) =>
  normaliseAccount(accountJSON({ id: '1', ...extra }), emptyBundle());

describe('account display rules', () => {
  it('shows counts unless the account hides them', () => {
    const open = account({ statuses_count: 3, following_count: 4, followers_count: 5 });
    expect(shownCount(open, 'statuses')).toBe(3);
    expect(shownCount(open, 'following')).toBe(4);
    expect(shownCount(open, 'followers')).toBe(5);
    const hidden = account({
      followers_count: 5,
      following_count: -1,
      other_settings: { hide_followers_count: true, hide_statuses_count: true },
    });
    expect(shownCount(hidden, 'followers')).toBeNull();
    expect(shownCount(hidden, 'statuses')).toBeNull();
    expect(shownCount(hidden, 'following')).toBeNull();
  });
  it('hides the network for hide_collections or kmyblue hide_network', () => {
    expect(networkHidden(account())).toBe(false);
    expect(networkHidden(account({ hide_collections: true }))).toBe(true);
    expect(networkHidden(account({ other_settings: { hide_network: true } }))).toBe(true);
  });
  it('accepts only #rrggbb role colours', () => {
    expect(roleColour('#2b90d9')).toBe('#2b90d9');
    expect(roleColour('#ABCDEF')).toBe('#ABCDEF');
    expect(roleColour('')).toBeNull();
    expect(roleColour('#fff')).toBeNull();
    expect(roleColour('red')).toBeNull();
    expect(roleColour('#2b90d9;background:url(x)')).toBeNull();
  });
  it('names the domain of a remote account only', () => {
    expect(remoteDomain(account({ acct: 'bob' }))).toBeNull();
    expect(remoteDomain(account({ acct: 'bob@example.social' }))).toBe('example.social');
  });
});
