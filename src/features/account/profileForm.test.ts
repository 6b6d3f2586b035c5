import { describe, expect, it } from 'vitest';
import { normaliseAccount } from '../../entities/account';
import { emptyBundle } from '../../entities/bundle';
import { accountJSON } from '../../test/fixtures';
import { profileChangesOf, profileFormOf } from './profileForm';

const account = (extra: Record<string, unknown> = {}) =>
  normaliseAccount(accountJSON({ id: '1', username: 'me', ...extra }), emptyBundle());

describe('profile form', () => {
  it('fills four field rows and leaves an empty display name empty', () => {
    const form = profileFormOf(account({ display_name: '' }), {
      note: 'bio',
      fields: [{ name: 'Site', value: 'x' }],
    });
    expect(form.displayName).toBe('');
    expect(form.fields).toEqual([
      { name: 'Site', value: 'x' },
      { name: '', value: '' },
      { name: '', value: '' },
      { name: '', value: '' },
    ]);
    expect(form.note).toBe('bio');
  });
  it("sends everything, new images only, and kmyblue's switches only to kmyblue", () => {
    const form = profileFormOf(
      account({ display_name: 'Me', other_settings: { hide_followers_count: true } }),
      { note: '', fields: [] },
    );
    const avatar = new Blob(['a']);
    const vanilla = profileChangesOf(form, { avatar, header: null }, false);
    expect(vanilla).toMatchObject({ displayName: 'Me', avatar, locked: false });
    expect(vanilla.fields).toHaveLength(4);
    expect(vanilla).not.toHaveProperty('header');
    expect(vanilla).not.toHaveProperty('otherSettings');
    const kmyblue = profileChangesOf(form, { avatar: null, header: null }, true);
    expect(kmyblue.otherSettings).toEqual({
      noindex: false,
      hide_statuses_count: false,
      hide_following_count: false,
      hide_followers_count: true,
    });
  });
});
