import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, links, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('hashtags', () => {
  let server: TestServer;
  let demo: string;
  let frank: string;
  const call = (path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: demo, ...options });
  const post = async (token: string, status: string) =>
    String(obj((await api(server.url, '/api/v1/statuses', { token, body: { status } })).body).id);
  const ids = async (path: string) => list((await call(path)).body).map((s) => s.id);

  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    frank = await tokenFor(server.url, 'frank');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('shows a tag with its week, follows and unfollows it, and pages followed tags', async () => {
    const tag = obj((await call('/api/v1/tags/Astronomy')).body);
    expect(tag).toMatchObject({
      name: 'astronomy',
      url: `${server.url}/tags/astronomy`,
      following: false,
      featuring: false,
    });
    expect(list(tag.history)).toHaveLength(7);
    expect(list(tag.history).some((d) => Number(d.uses) > 0)).toBe(true);
    const visitor = obj((await api(server.url, '/api/v1/tags/astronomy')).body);
    expect(visitor).not.toHaveProperty('following');
    expect((await call('/api/v1/tags/not-a-tag!')).status).toBe(404);

    for (const name of ['astronomy', 'garden', 'Sunset']) {
      const followed = obj((await call(`/api/v1/tags/${name}/follow`, { method: 'POST' })).body);
      expect(followed).toMatchObject({ name: name.toLowerCase(), following: true });
    }
    // Following twice is no error.
    expect((await call('/api/v1/tags/garden/follow', { method: 'POST' })).status).toBe(200);
    const first = await call('/api/v1/followed_tags?limit=2');
    expect(list(first.body).map((t) => t.name)).toEqual(['sunset', 'garden']);
    expect(list(first.body)[0]).toMatchObject({ following: true });
    const rest = await api(server.url, links(first.headers).next!.replace(server.url, ''), {
      token: demo,
    });
    expect(list(rest.body).map((t) => t.name)).toEqual(['astronomy']);
    expect(
      obj((await call('/api/v1/tags/garden/unfollow', { method: 'POST' })).body),
    ).toMatchObject({
      following: false,
    });
    expect(list((await call('/api/v1/followed_tags')).body).map((t) => t.name)).toEqual([
      'sunset',
      'astronomy',
    ]);
    expect((await api(server.url, '/api/v1/followed_tags')).status).toBe(401);
  });

  it("brings a followed tag's public posts home and into the home stream", async () => {
    await call('/api/v1/tags/frankstag/follow', { method: 'POST' });
    const stream = await StreamClient.open(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?access_token=${demo}&stream=user`,
    );
    await settle();
    const hidden = await post(frank, 'Nothing tagged here');
    const shown = await post(frank, 'Hello from #FranksTag');
    await stream.waitFor((m) => m.event === 'update' && obj(JSON.parse(m.payload)).id === shown);
    expect(stream.messages.some((m) => m.payload.includes(hidden))).toBe(false);
    stream.close();
    const home = await ids('/api/v1/timelines/home?limit=40');
    expect(home).toContain(shown);
    expect(home).not.toContain(hidden);
    await call('/api/v1/tags/frankstag/unfollow', { method: 'POST' });
    expect(await ids('/api/v1/timelines/home?limit=40')).not.toContain(shown);
  });

  it('features tags: through the tag (Mastodon 4.4) and through featured_tags, up to ten', async () => {
    const seeded = list(
      (
        await call('/api/v1/accounts/lookup?acct=alice').then(async (r) =>
          call(`/api/v1/accounts/${String(obj(r.body).id)}/featured_tags`),
        )
      ).body,
    );
    expect(seeded.map((t) => t.name)).toEqual(expect.arrayContaining(['garden', 'sunset']));
    for (const tag of seeded) {
      expect(Number(tag.statuses_count)).toBeGreaterThan(0);
      expect(String(tag.last_status_at)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(tag.url).toBe(`${server.url}/@alice/tagged/${String(tag.name)}`);
    }
    const counts = seeded.map((t) => Number(t.statuses_count));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const featured = obj((await call('/api/v1/tags/neverused/feature', { method: 'POST' })).body);
    expect(featured).toMatchObject({ name: 'neverused', featuring: true });
    expect((await call('/api/v1/tags/neverused/feature', { method: 'POST' })).status).toBe(200);
    const own = list((await call('/api/v1/featured_tags')).body);
    expect(own.map((t) => t.name)).toEqual(['neverused']);
    expect(own[0]).toMatchObject({ statuses_count: '0', last_status_at: null });
    await call('/api/v1/tags/neverused/unfeature', { method: 'POST' });
    expect(list((await call('/api/v1/featured_tags')).body)).toEqual([]);

    const created = obj((await call('/api/v1/featured_tags', { body: { name: '#Garden' } })).body);
    expect(created).toMatchObject({ name: 'garden', url: `${server.url}/@demo/tagged/garden` });
    expect(obj((await call('/api/v1/tags/garden')).body).featuring).toBe(true);
    expect(await call('/api/v1/featured_tags', { body: { name: 'garden' } })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: Tag has already been taken' },
    });
    expect((await call('/api/v1/featured_tags', { body: {} })).status).toBe(400);
    for (let i = 0; i < 9; i += 1)
      await call('/api/v1/featured_tags', { body: { name: `t${i}x` } });
    expect(await call('/api/v1/featured_tags', { body: { name: 'eleventh' } })).toMatchObject({
      status: 422,
      body: {
        error: 'Validation failed: You have already featured the maximum number of hashtags',
      },
    });
    expect((await call('/api/v1/tags/eleventh/feature', { method: 'POST' })).status).toBe(422);
    const path = `/api/v1/featured_tags/${String(created.id)}`;
    expect((await call(path, { method: 'DELETE' })).body).toEqual({});
    expect((await call(path, { method: 'DELETE' })).status).toBe(404);
    expect((await api(server.url, path, { token: frank, method: 'DELETE' })).status).toBe(404);
  });

  it('narrows the tag timeline with any, all, none, local and only_media', async () => {
    const a = await post(frank, 'one #mixa');
    const ab = await post(frank, 'two #mixa #mixb');
    const b = await post(frank, 'three #mixb');
    const ac = await post(frank, 'four #mixa #mixc');
    expect(await ids('/api/v1/timelines/tag/mixa')).toEqual([ac, ab, a]);
    expect(await ids('/api/v1/timelines/tag/mixa?any[]=mixb')).toEqual([ac, b, ab, a]);
    expect(await ids('/api/v1/timelines/tag/mixa?all[]=mixb')).toEqual([ab]);
    expect(await ids('/api/v1/timelines/tag/mixa?none[]=mixb&none[]=mixc')).toEqual([a]);
    expect(await ids('/api/v1/timelines/tag/mixa?local=true')).toEqual([ac, ab, a]);
    expect(await ids('/api/v1/timelines/tag/mixa?remote=true')).toEqual([]);
    expect(await ids('/api/v1/timelines/tag/mixa?only_media=true')).toEqual([]);
  });

  it('has no tag featuring on a vanilla Mastodon 4.3 server', async () => {
    const vanilla = await startTestServer({ flavour: 'mastodon' });
    try {
      const token = await tokenFor(vanilla.url, 'demo');
      const tag = obj((await api(vanilla.url, '/api/v1/tags/garden', { token })).body);
      expect(tag).toMatchObject({ following: false });
      expect(tag).not.toHaveProperty('featuring');
      const feature = await api(vanilla.url, '/api/v1/tags/garden/feature', {
        token,
        method: 'POST',
      });
      expect(feature.status).toBe(404);
      const created = await api(vanilla.url, '/api/v1/featured_tags', {
        token,
        body: { name: 'garden' },
      });
      expect(created.status).toBe(200);
    } finally {
      await vanilla.close();
    }
  });

  it('dismisses a suggestion for good', async () => {
    const before = list((await call('/api/v2/suggestions?limit=20')).body);
    const grace = before.find((s) => obj(s.account).username === 'grace')!;
    expect(Array.isArray(grace.sources)).toBe(true);
    const id = String(obj(grace.account).id);
    expect((await call(`/api/v1/suggestions/${id}`, { method: 'DELETE' })).body).toEqual({});
    const after = list((await call('/api/v2/suggestions')).body).map((s) => obj(s.account).id);
    expect(after).not.toContain(id);
    const rows = await server.db.query('select 1 from dismissed_suggestions');
    expect(rows.rows.length).toBeGreaterThan(0);
  });
});
