// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountJSON } from '../test/fixtures';
import { accountFields, accountNote, normaliseAccount } from './account';
import { emptyBundle } from './bundle';
import { EntityError } from './validate';

const blobcat = {
  shortcode: 'blobcat',
  url: 'https://cdn.example/b.png',
  static_url: 'https://cdn.example/b_s.png',
  visible_in_picker: true,
};

describe('normaliseAccount', () => {
  it('reads the wire shape into the bundle and returns it', () => {
    const bundle = emptyBundle();
    const account = normaliseAccount(
      accountJSON({
        id: '5',
        username: 'alice',
        display_name: 'Alice :blobcat:',
        emojis: [blobcat],
      }),
      bundle,
    );
    expect(bundle.accounts).toEqual([account]);
    expect(account).toMatchObject({
      id: '5',
      username: 'alice',
      acct: 'alice',
      displayName: 'Alice :blobcat:',
      noteHtml: '<p>Hello</p>',
      avatar: 'https://sandbox.example/avatar.png',
      followersCount: 10,
      movedToAccountId: null,
      discoverable: true,
      indexable: false,
    });
    expect(account.displayNameNodes).toEqual([
      { type: 'text', text: 'Alice ' },
      {
        type: 'emoji',
        shortcode: 'blobcat',
        url: 'https://cdn.example/b.png',
        staticUrl: 'https://cdn.example/b_s.png',
      },
    ]);
    expect(accountNote(account)).toEqual({
      nodes: [{ type: 'element', tag: 'p', children: [{ type: 'text', text: 'Hello' }] }],
      plain: 'Hello',
    });
  });

  it('reads the note when asked for it, once for the same account', () => {
    const account = normaliseAccount(
      accountJSON({ note: '<p>Hi <a href="javascript:alert(1)">there</a><script>x</script></p>' }),
      emptyBundle(),
    );
    const note = accountNote(account);
    expect(note.plain).toBe('Hi there');
    expect(JSON.stringify(note.nodes)).not.toMatch(/javascript|script/);
    expect(accountNote(account)).toBe(note);
    expect(accountNote({ ...account })).toEqual(note);
  });

  it('shows the username when the display name is empty', () => {
    const account = normaliseAccount(
      accountJSON({ username: 'bob', display_name: '  ' }),
      emptyBundle(),
    );
    expect(account.displayName).toBe('bob');
    expect(account.displayNameNodes).toEqual([{ type: 'text', text: 'bob' }]);
  });

  it("treats a note of '<p></p>' as empty", () => {
    const account = normaliseAccount(accountJSON({ note: '<p></p>' }), emptyBundle());
    expect(accountNote(account)).toEqual({ nodes: [], plain: '' });
  });

  it('defaults kmyblue settings and features when absent', () => {
    const account = normaliseAccount(accountJSON(), emptyBundle());
    expect(account.otherSettings).toEqual({
      noindex: false,
      hideNetwork: false,
      hideFollowersCount: false,
      hideFollowingCount: false,
      hideStatusesCount: false,
      translatablePrivate: false,
      linkPreview: false,
      emojiReactionPolicy: 'allow',
      subscriptionPolicy: 'allow',
    });
    expect(account.serverFeatures).toEqual({
      circle: false,
      emojiReaction: false,
      statusReference: false,
      legacyQuote: false,
    });
  });

  it('reads kmyblue settings and features when present', () => {
    const account = normaliseAccount(
      accountJSON({
        other_settings: {
          hide_followers_count: true,
          emoji_reaction_policy: 'followers_only',
          noindex: true,
        },
        server_features: { circle: true, emoji_reaction: true },
      }),
      emptyBundle(),
    );
    expect(account.otherSettings).toMatchObject({
      hideFollowersCount: true,
      emojiReactionPolicy: 'followers_only',
    });
    expect(account.noindex).toBe(true);
    expect(account.serverFeatures).toMatchObject({
      circle: true,
      emojiReaction: true,
      legacyQuote: false,
    });
  });

  it('blanks avatar and header URLs that are not http(s)', () => {
    const account = normaliseAccount(
      accountJSON({
        avatar: 'javascript:alert(1)',
        avatar_static: 'data:image/png,x',
        header: '/relative.png',
        header_static: '',
      }),
      emptyBundle(),
    );
    expect([account.avatar, account.avatarStatic, account.header, account.headerStatic]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('reads fields, roles and the moved account', () => {
    const bundle = emptyBundle();
    const account = normaliseAccount(
      accountJSON({
        id: '1',
        emojis: [blobcat],
        fields: [
          {
            name: 'Site :blobcat:',
            value: '<a href="https://a.example" rel="me">a.example</a>',
            verified_at: '2026-01-01',
          },
        ],
        roles: [{ id: '3', name: 'Admin', color: '#ff0000' }],
        moved: accountJSON({ id: '2', username: 'newme' }),
      }),
      bundle,
    );
    const [field] = accountFields(account);
    expect(field).toMatchObject({
      name: 'Site :blobcat:',
      valuePlain: 'a.example',
      verifiedAt: '2026-01-01',
    });
    expect(field?.nameNodes[1]).toMatchObject({ type: 'emoji' });
    expect(field?.value[0]).toMatchObject({ type: 'link', href: 'https://a.example/' });
    expect(accountFields(account)[0]).toBe(field);
    expect(account.roles).toEqual([{ id: '3', name: 'Admin', color: '#ff0000' }]);
    expect(account.movedToAccountId).toBe('2');
    expect(bundle.accounts.map((a) => a.id)).toEqual(['2', '1']);
  });

  it('throws an EntityError naming the field and the id', () => {
    expect(() =>
      normaliseAccount({ ...accountJSON({ id: '9' }), username: 42 }, emptyBundle()),
    ).toThrow(new EntityError('Account 9: "username" should be a string, got number', '9'));
    expect(() => normaliseAccount('nope', emptyBundle())).toThrow(EntityError);
  });
});
