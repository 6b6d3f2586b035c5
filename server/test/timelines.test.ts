import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareIds } from '../ids';
import { api, links, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

const path = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('timelines, accounts, notifications and the instance', () => {
  let server: TestServer;
  let demo: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('pages the home timeline with Mastodon Link headers', async () => {
    const first = await api(server.url, '/api/v1/timelines/home?limit=5', { token: demo });
    const page1 = list(first.body);
    expect(page1).toHaveLength(5);
    const ids = page1.map((s) => String(s.id));
    expect([...ids].sort(compareIds).reverse()).toEqual(ids);
    const { next, prev } = links(first.headers);
    expect(next).toBe(`${server.url}/api/v1/timelines/home?limit=5&max_id=${String(ids[4])}`);
    expect(prev).toBe(`${server.url}/api/v1/timelines/home?limit=5&min_id=${String(ids[0])}`);
    expect(first.headers.get('link')).toMatch(
      /^<[^>]+max_id=\d+>; rel="next", <[^>]+min_id=\d+>; rel="prev"$/,
    );

    const second = list((await api(server.url, path(next!), { token: demo })).body);
    expect(second).toHaveLength(5);
    expect(compareIds(String(second[0]!.id), ids[4]!)).toBe(-1);
    const back = list(
      (
        await api(server.url, `/api/v1/timelines/home?limit=2&min_id=${String(second[2]!.id)}`, {
          token: demo,
        })
      ).body,
    );
    expect(back.map((s) => s.id)).toEqual([second[0]!.id, second[1]!.id]);
    const since = list(
      (
        await api(server.url, `/api/v1/timelines/home?limit=2&since_id=${String(second[2]!.id)}`, {
          token: demo,
        })
      ).body,
    );
    expect(since.map((s) => s.id)).toEqual([ids[0], ids[1]]);
    expect(
      list((await api(server.url, '/api/v1/timelines/home?limit=100', { token: demo })).body),
    ).toHaveLength(40);

    const all = list(
      (await api(server.url, '/api/v1/timelines/home?limit=40', { token: demo })).body,
    );
    expect(all.some((s) => s.reblog !== null)).toBe(true);
    expect(all.some((s) => list(s.media_attachments).length > 0)).toBe(true);
    const fourHours = Date.now() - 4 * 3600_000;
    expect(
      all.filter((s) => Date.parse(String(s.created_at)) > fourHours).length,
    ).toBeGreaterThanOrEqual(5);
    expect(
      all.filter((s) => Date.parse(String(s.created_at)) < fourHours).length,
    ).toBeGreaterThanOrEqual(5);
    expect(all.every((s) => s.visibility !== 'direct')).toBe(true);
  });

  it('serves public, local, remote, media and hashtag timelines to visitors', async () => {
    const local = list(
      (await api(server.url, '/api/v1/timelines/public?local=true&limit=40')).body,
    );
    expect(local.length).toBe(40);
    expect(
      local.every(
        (s) => s.reblog === null && ['public', 'public_unlisted'].includes(String(s.visibility_ex)),
      ),
    ).toBe(true);
    expect(local.every((s) => s.favourited === false)).toBe(true);
    expect(list((await api(server.url, '/api/v1/timelines/public?remote=true')).body)).toEqual([]);
    const media = list((await api(server.url, '/api/v1/timelines/public?only_media=true')).body);
    expect(media.length).toBeGreaterThan(3);
    const attachment = list(media[0]!.media_attachments)[0]!;
    expect(attachment.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
    expect(obj(obj(attachment.meta).original)).toMatchObject({ width: 1200, height: 800 });
    const image = await fetch(String(attachment.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(media.some((s) => s.sensitive === true)).toBe(true);

    const tagged = await api(server.url, '/api/v1/timelines/tag/Sunset?limit=2');
    const statuses = list(tagged.body);
    expect(statuses).toHaveLength(2);
    expect(statuses.every((s) => list(s.tags).some((t) => t.name === 'sunset'))).toBe(true);
    expect(links(tagged.headers).next).toContain('/api/v1/timelines/tag/Sunset?limit=2&max_id=');
  });

  it('finds accounts, their statuses and relationships, and follows keep counts right', async () => {
    const alice = obj((await api(server.url, '/api/v1/accounts/lookup?acct=alice')).body);
    expect(alice).toMatchObject({ username: 'alice', acct: 'alice' });
    expect((await api(server.url, '/api/v1/accounts/lookup?acct=nobody')).status).toBe(404);
    const carol = obj((await api(server.url, '/api/v1/accounts/lookup?acct=@carol')).body);
    expect(list(carol.emojis).map((e) => e.shortcode)).toContain('blobcat');

    const pinned = list(
      (await api(server.url, `/api/v1/accounts/${String(alice.id)}/statuses?pinned=true`)).body,
    );
    expect(pinned).toHaveLength(1);
    const media = list(
      (await api(server.url, `/api/v1/accounts/${String(alice.id)}/statuses?only_media=true`)).body,
    );
    expect(media.every((s) => list(s.media_attachments).length > 0)).toBe(true);
    const noReplies = list(
      (
        await api(
          server.url,
          `/api/v1/accounts/${String(alice.id)}/statuses?exclude_replies=true&exclude_reblogs=true&limit=40`,
        )
      ).body,
    );
    expect(
      noReplies.every(
        (s) =>
          s.reblog === null &&
          (s.in_reply_to_account_id === null || s.in_reply_to_account_id === alice.id),
      ),
    ).toBe(true);

    const grace = obj((await api(server.url, '/api/v1/accounts/lookup?acct=grace')).body);
    const before = obj((await api(server.url, `/api/v1/accounts/${String(grace.id)}`)).body);
    const relationship = obj(
      (
        await api(server.url, `/api/v1/accounts/${String(grace.id)}/follow`, {
          token: demo,
          method: 'POST',
        })
      ).body,
    );
    expect(relationship).toMatchObject({ id: grace.id, following: true, followed_by: true });
    const after = obj((await api(server.url, `/api/v1/accounts/${String(grace.id)}`)).body);
    expect(after.followers_count).toBe(Number(before.followers_count) + 1);
    const relationships = list(
      (
        await api(
          server.url,
          `/api/v1/accounts/relationships?id[]=${String(grace.id)}&id[]=${String(alice.id)}&with_suspended=true`,
          { token: demo },
        )
      ).body,
    );
    expect(relationships.map((r) => [r.id, r.following])).toEqual([
      [grace.id, true],
      [alice.id, true],
    ]);
    const unfollowed = obj(
      (
        await api(server.url, `/api/v1/accounts/${String(grace.id)}/unfollow`, {
          token: demo,
          method: 'POST',
        })
      ).body,
    );
    expect(unfollowed.following).toBe(false);
    expect(
      obj((await api(server.url, `/api/v1/accounts/${String(grace.id)}`)).body).followers_count,
    ).toBe(before.followers_count);

    const followers = await api(
      server.url,
      `/api/v1/accounts/${String(alice.id)}/followers?limit=2`,
    );
    expect(list(followers.body)).toHaveLength(2);
    expect(links(followers.headers).next).toContain('max_id=');
  });

  it('groups notifications in v2 and pages v1', async () => {
    const v1 = await api(server.url, '/api/v1/notifications?limit=5', { token: demo });
    const notifications = list(v1.body);
    expect(notifications).toHaveLength(5);
    expect(links(v1.headers).next).toContain('max_id=');
    const mentions = list(
      (await api(server.url, '/api/v1/notifications?types[]=mention', { token: demo })).body,
    );
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.every((n) => n.type === 'mention' && obj(n.status).id)).toBe(true);

    const v2 = await api(server.url, '/api/v2/notifications?limit=40', { token: demo });
    const result = obj(v2.body);
    const groups = list(result.notification_groups);
    const favouriteGroups = groups.filter((g) => g.type === 'favourite');
    const biggest = favouriteGroups.sort(
      (a, b) => Number(b.notifications_count) - Number(a.notifications_count),
    )[0]!;
    expect(biggest.notifications_count).toBe(6);
    expect(String(biggest.group_key)).toMatch(
      new RegExp(`^favourite-${String(biggest.status_id)}-\\d+$`),
    );
    expect((biggest.sample_account_ids as string[]).length).toBe(6);
    const accountIds = new Set(list(result.accounts).map((a) => a.id));
    expect((biggest.sample_account_ids as string[]).every((id) => accountIds.has(id))).toBe(true);
    expect(list(result.statuses).some((s) => s.id === biggest.status_id)).toBe(true);
    expect(
      groups
        .filter((g) => g.type === 'mention')
        .every((g) => String(g.group_key).startsWith('ungrouped-')),
    ).toBe(true);
    expect(groups.some((g) => g.type === 'follow')).toBe(true);
    expect(links(v2.headers).next).toContain('max_id=');

    const ungrouped = list(
      obj(
        (await api(server.url, '/api/v2/notifications?grouped_types[]=reblog', { token: demo }))
          .body,
      ).notification_groups,
    );
    expect(
      ungrouped.filter((g) => g.type === 'favourite').every((g) => g.notifications_count === 1),
    ).toBe(true);
    const onlyFollows = list(
      obj((await api(server.url, '/api/v2/notifications?types[]=follow', { token: demo })).body)
        .notification_groups,
    );
    expect(onlyFollows.length).toBeGreaterThan(0);
    expect(onlyFollows.every((g) => g.type === 'follow')).toBe(true);

    const aliceToken = await tokenFor(server.url, 'alice');
    const mention = obj(
      (
        await api(server.url, '/api/v1/statuses', {
          token: aliceToken,
          body: { status: 'Hey @demo, look!' },
        })
      ).body,
    );
    const latest = list(
      (await api(server.url, '/api/v1/notifications?limit=1', { token: demo })).body,
    )[0]!;
    expect(latest).toMatchObject({ type: 'mention' });
    expect(obj(latest.status).id).toBe(mention.id);
  });

  it('suggests accounts and describes the instance the way kmyblue does', async () => {
    const suggestions = list(
      (await api(server.url, '/api/v2/suggestions?limit=20', { token: demo })).body,
    );
    const names = suggestions.map((s) => obj(s.account).username);
    expect(names).toEqual(expect.arrayContaining(['frank', 'grace']));
    expect(names).not.toContain('alice');
    expect(suggestions[0]).toMatchObject({ source: 'staff', sources: ['featured'] });
    const frank = suggestions.find((s) => obj(s.account).username === 'frank')!;
    await api(server.url, `/api/v1/suggestions/${String(obj(frank.account).id)}`, {
      token: demo,
      method: 'DELETE',
    });
    const after = list((await api(server.url, '/api/v2/suggestions', { token: demo })).body).map(
      (s) => obj(s.account).username,
    );
    expect(after).not.toContain('frank');

    const instance = obj((await api(server.url, '/api/v2/instance')).body);
    expect(instance.domain).toBe(new URL(server.url).host);
    expect(instance.fedibird_capabilities).toEqual(
      expect.arrayContaining([
        'kmyblue_markdown',
        'emoji_reaction',
        'kmyblue_visibility_public_unlisted',
        'kmyblue_server_features',
      ]),
    );
    const configuration = obj(instance.configuration);
    expect(obj(configuration.urls).streaming).toBe(server.url.replace('http', 'ws'));
    expect(configuration.statuses).toMatchObject({
      max_characters: 500,
      max_media_attachments: 4,
      characters_reserved_per_url: 23,
    });
    expect(configuration.polls).toMatchObject({
      max_options: 4,
      max_characters_per_option: 50,
      min_expiration: 300,
      max_expiration: 2629746,
    });
    expect(configuration.emoji_reactions).toEqual({
      max_reactions: 1,
      max_reactions_per_account: 1,
      max_reactions_per_remote_account: 1,
    });
    expect(configuration.reaction_deck).toEqual({ max_emojis: 16 });
    expect(instance.api_versions).toEqual({ mastodon: 2, kmyblue: 1 });
    const v1 = obj((await api(server.url, '/api/v1/instance')).body);
    expect(v1.fedibird_capabilities).toEqual(instance.fedibird_capabilities);

    const emojis = list((await api(server.url, '/api/v1/custom_emojis')).body);
    expect(emojis.length).toBeGreaterThanOrEqual(10);
    expect(emojis.filter((e) => e.sensitive === true)).toHaveLength(1);
    expect(new Set(emojis.map((e) => e.category)).size).toBeGreaterThan(2);
    expect((await fetch(String(emojis[0]!.url))).status).toBe(200);
  });
});
