import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('emoji_reaction notifications (kmyblue)', () => {
  let server: TestServer;
  let demo: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const post = async (token: string, status: string) =>
    String(obj((await api(server.url, '/api/v1/statuses', { token, body: { status } })).body).id);
  const react = (who: string, statusId: string, emoji: string, method = 'PUT') =>
    api(server.url, `/api/v1/statuses/${statusId}/emoji_reactions/${encodeURIComponent(emoji)}`, {
      method,
      token: tokens[who],
    });
  /** Demo's v1 emoji_reaction notifications about one status. */
  const v1About = async (statusId: string, query = 'types[]=emoji_reaction') =>
    list((await api(server.url, `/api/v1/notifications?limit=40&${query}`, { token: demo })).body)
      .filter((n) => n.status && obj(n.status).id === statusId)
      .filter((n) => n.type === 'emoji_reaction');
  const v2Groups = async (query: string) =>
    list(
      obj((await api(server.url, `/api/v2/notifications?limit=40&${query}`, { token: demo })).body)
        .notification_groups,
    );

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['demo', 'alice', 'bob', 'carol', 'frank']) {
      tokens[name] = await tokenFor(server.url, name);
      const me = await api(server.url, '/api/v1/accounts/verify_credentials', {
        token: tokens[name],
      });
      ids[name] = String(obj(me.body).id);
    }
    demo = tokens.demo!;
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('tells the author who reacted with which emoji, custom emoji with their picture', async () => {
    const status = await post(demo, 'React to this, please');
    expect((await react('alice', status, '🎉')).status).toBe(200);
    expect((await react('bob', status, ':blobcat:')).status).toBe(200);

    const [fromBob, fromAlice] = await v1About(status);
    expect(fromAlice).toMatchObject({
      type: 'emoji_reaction',
      account: { id: ids.alice },
      emoji_reaction: { name: '🎉', count: 1, me: false },
    });
    expect(obj(fromAlice!.emoji_reaction).url).toBeUndefined();
    expect(String(fromAlice!.group_key)).toMatch(new RegExp(`^emoji_reaction-${status}-\\d+$`));
    expect(obj(fromBob!.emoji_reaction)).toMatchObject({ name: 'blobcat', count: 1, domain: null });
    expect(String(obj(fromBob!.emoji_reaction).url)).toMatch(/^http.*blobcat/);
    expect(obj(fromBob!.emoji_reaction).static_url).toBe(obj(fromBob!.emoji_reaction).url);
  });

  it('groups one post’s reactions in v2, one entry per emoji with who reacted', async () => {
    const status = await post(demo, 'Two emoji, three people');
    await react('alice', status, '🎉');
    await react('bob', status, 'blobcat');
    await react('carol', status, '🎉');

    const groups = (
      await v2Groups('grouped_types[]=emoji_reaction&grouped_types[]=favourite')
    ).filter((g) => g.status_id === status);
    expect(groups).toHaveLength(1);
    const group = groups[0]!;
    expect(group).toMatchObject({
      type: 'emoji_reaction',
      notifications_count: 3,
      sample_account_ids: [ids.carol, ids.bob, ids.alice],
    });
    const byEmoji = list(group.emoji_reaction_groups);
    expect(byEmoji.map((g) => obj(g.emoji_reaction).name)).toEqual(['🎉', 'blobcat']);
    expect(byEmoji.map((g) => g.sample_account_ids)).toEqual([[ids.alice, ids.carol], [ids.bob]]);
    expect(String(obj(byEmoji[1]!.emoji_reaction).url)).toMatch(/^http.*blobcat/);

    // Not grouped on request: each reaction its own group, with its one emoji.
    const single = (await v2Groups('grouped_types[]=favourite')).filter(
      (g) => g.status_id === status,
    );
    expect(single).toHaveLength(3);
    expect(
      single.map((g) => list(g.emoji_reaction_groups).map((e) => obj(e.emoji_reaction).name)),
    ).toEqual([['🎉'], ['blobcat'], ['🎉']]);
  });

  it('takes the notification back when the reaction is removed', async () => {
    const status = await post(demo, 'Changed my mind');
    await react('alice', status, '👍');
    await react('bob', status, '👍');
    expect(await v1About(status)).toHaveLength(2);

    expect((await react('alice', status, '👍', 'DELETE')).status).toBe(200);
    const left = await v1About(status);
    expect(left.map((n) => obj(n.account).id)).toEqual([ids.bob]);
    const group = (await v2Groups('grouped_types[]=emoji_reaction')).find(
      (g) => g.status_id === status,
    );
    expect(group).toMatchObject({ notifications_count: 1, sample_account_ids: [ids.bob] });
    expect(list(group!.emoji_reaction_groups).map((g) => g.sample_account_ids)).toEqual([
      [ids.bob],
    ]);

    await api(server.url, `/api/v1/statuses/${status}/emoji_unreaction`, {
      token: tokens.bob,
      body: {},
    });
    expect(await v1About(status)).toEqual([]);
  });

  it('notifies no one of a reaction to one’s own post, nor from a muted account', async () => {
    const own = await post(demo, 'Patting myself on the back');
    expect((await react('demo', own, '👏')).status).toBe(200);
    expect(await v1About(own)).toEqual([]);

    await api(server.url, `/api/v1/accounts/${String(ids.frank)}/mute`, {
      token: demo,
      body: { notifications: true },
    });
    const muted = await post(demo, 'Frank is muted');
    expect((await react('frank', muted, '👏')).status).toBe(200);
    expect(await v1About(muted)).toEqual([]);
  });

  it('leaves them out with exclude_types[]=emoji_reaction, and lists only them with types[]', async () => {
    const status = await post(demo, 'Filter me');
    await react('alice', status, '🔥');
    await api(server.url, `/api/v1/statuses/${status}/favourite`, {
      token: tokens.alice,
      method: 'POST',
    });

    const excluded = list(
      (
        await api(server.url, '/api/v1/notifications?limit=40&exclude_types[]=emoji_reaction', {
          token: demo,
        })
      ).body,
    );
    expect(excluded.some((n) => n.type === 'emoji_reaction')).toBe(false);
    expect(excluded.some((n) => n.type === 'favourite' && obj(n.status).id === status)).toBe(true);
    const grouped = await v2Groups(
      'exclude_types[]=emoji_reaction&grouped_types[]=emoji_reaction&grouped_types[]=favourite',
    );
    expect(grouped.some((g) => g.type === 'emoji_reaction')).toBe(false);
    expect(grouped.some((g) => g.type === 'favourite' && g.status_id === status)).toBe(true);

    const only = await v2Groups('types[]=emoji_reaction');
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((g) => g.type === 'emoji_reaction')).toBe(true);
  });

  it('seeds reactions by others on demo’s posts, with their notifications', async () => {
    const groups = (await v2Groups('types[]=emoji_reaction&grouped_types[]=emoji_reaction')).map(
      (g) =>
        list(g.emoji_reaction_groups).map((e) => [
          obj(e.emoji_reaction).name,
          (e.sample_account_ids as string[]).length,
        ]),
    );
    // demo's reply to bob: 🎉 by bob and erin, :blobcat: by alice.
    expect(groups).toContainEqual([
      ['🎉', 2],
      ['blobcat', 1],
    ]);
  });
});
