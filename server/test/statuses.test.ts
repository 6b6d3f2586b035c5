import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('statuses and what people do with them', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('posts once per Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'key-123' };
    const [first, second] = await Promise.all([
      api(server.url, '/api/v1/statuses', { token: demo, headers, body: { status: 'Only once' } }),
      api(server.url, '/api/v1/statuses', { token: demo, headers, body: { status: 'Only once' } }),
    ]);
    expect(first.status).toBe(200);
    expect(obj(second.body).id).toBe(obj(first.body).id);
    const third = await api(server.url, '/api/v1/statuses', {
      token: demo,
      headers,
      body: { status: 'Only once' },
    });
    expect(obj(third.body).id).toBe(obj(first.body).id);
    const other = await api(server.url, '/api/v1/statuses', {
      token: demo,
      headers: { 'idempotency-key': 'key-456' },
      body: { status: 'Only once' },
    });
    expect(obj(other.body).id).not.toBe(obj(first.body).id);
  });

  it('validates text', async () => {
    const blank = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ error: "Validation failed: Text can't be blank" });
    const long = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'x'.repeat(501) },
    });
    expect(long.status).toBe(422);
    const urls = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: `${'x'.repeat(470)} https://example.com/${'y'.repeat(100)}` },
    });
    expect(urls.status).toBe(200);
    const wrongType = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: { nested: true } },
    });
    expect(wrongType.status).toBe(422);
    const badVisibility = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'x', visibility: 'everyone' },
    });
    expect(badVisibility.status).toBe(422);
  });

  it('renders content like Mastodon and sends kmyblue fields', async () => {
    const response = await api(server.url, '/api/v1/statuses', {
      token: demo,
      form: {
        status:
          'Hi @alice & <b>friends</b> :blobcat: #Sandbox\n\nhttps://example.com/a/very/long/path/indeed/yes',
        visibility: 'public_unlisted',
        spoiler_text: 'cw',
      },
    });
    expect(response.status).toBe(200);
    const status = obj(response.body);
    const content = String(status.content);
    expect(content).toMatch(
      /^<p>Hi <span class="h-card"><a href="http:\/\/127\.0\.0\.1:\d+\/@alice" class="u-url mention">@<span>alice<\/span><\/a><\/span> &amp; &lt;b&gt;friends&lt;\/b&gt; :blobcat: /,
    );
    expect(content).toContain('class="mention hashtag" rel="tag">#<span>Sandbox</span></a></p><p>');
    expect(content).toContain(
      '<span class="invisible">https://</span><span class="ellipsis">example.com/a/very/long/path/i</span><span class="invisible">ndeed/yes</span>',
    );
    expect(status).toMatchObject({
      visibility: 'public',
      visibility_ex: 'public_unlisted',
      spoiler_text: 'cw',
      sensitive: true,
      markdown: false,
      quote: null,
    });
    expect(list(status.mentions)[0]).toMatchObject({ username: 'alice', acct: 'alice' });
    expect(list(status.tags)[0]).toMatchObject({ name: 'sandbox' });
    expect(list(status.emojis).map((e) => e.shortcode)).toEqual(['blobcat']);
    expect(status.emoji_reactions).toEqual([]);
    expect(status.quote_approval).toEqual({
      automatic: ['public'],
      manual: [],
      current_user: 'automatic',
    });
    for (const field of [
      'searchability',
      'limited_scope',
      'status_reference_ids',
      'status_references_count',
      'status_referred_by_count',
      'emoji_reactions_count',
    ]) {
      expect(status).toHaveProperty(field);
    }

    const limited = obj(
      (
        await api(server.url, '/api/v1/statuses', {
          token: demo,
          body: { status: 'mutuals', visibility: 'mutual' },
        })
      ).body,
    );
    expect(limited).toMatchObject({
      visibility: 'private',
      visibility_ex: 'limited',
      limited_scope: 'mutual',
    });
  });

  it('round-trips favourite, boost and bookmark with flags and counts', async () => {
    const created = obj(
      (
        await api(server.url, '/api/v1/statuses', {
          token: alice,
          body: { status: 'Favourite me' },
        })
      ).body,
    );
    const id = String(created.id);
    const path = `/api/v1/statuses/${id}`;

    const favourited = obj(
      (await api(server.url, `${path}/favourite`, { token: demo, method: 'POST' })).body,
    );
    expect(favourited).toMatchObject({ id, favourited: true, favourites_count: 1 });
    const again = obj(
      (await api(server.url, `${path}/favourite`, { token: demo, method: 'POST' })).body,
    );
    expect(again.favourites_count).toBe(1);
    expect(obj((await api(server.url, path)).body)).toMatchObject({
      favourited: false,
      favourites_count: 1,
    });
    expect(obj((await api(server.url, path, { token: alice })).body).favourited).toBe(false);

    const boost = obj(
      (await api(server.url, `${path}/reblog`, { token: demo, body: { visibility: 'public' } }))
        .body,
    );
    expect(obj(boost.reblog)).toMatchObject({ id, reblogged: true, reblogs_count: 1 });
    expect(obj(boost.account).username).toBe('demo');

    const bookmarked = obj(
      (await api(server.url, `${path}/bookmark`, { token: demo, method: 'POST' })).body,
    );
    expect(bookmarked).toMatchObject({ bookmarked: true, favourited: true, reblogged: true });
    const bookmarks = list((await api(server.url, '/api/v1/bookmarks', { token: demo })).body);
    expect(bookmarks[0]!.id).toBe(id);
    const favourites = list((await api(server.url, '/api/v1/favourites', { token: demo })).body);
    expect(favourites[0]!.id).toBe(id);

    expect(
      obj((await api(server.url, `${path}/unfavourite`, { token: demo, method: 'POST' })).body),
    ).toMatchObject({ favourited: false, favourites_count: 0 });
    expect(
      obj((await api(server.url, `${path}/unreblog`, { token: demo, method: 'POST' })).body),
    ).toMatchObject({ reblogged: false, reblogs_count: 0 });
    expect(
      obj((await api(server.url, `${path}/unbookmark`, { token: demo, method: 'POST' })).body),
    ).toMatchObject({ bookmarked: false });
    expect((await api(server.url, `/api/v1/statuses/${String(boost.id)}`)).status).toBe(404);

    const visitor = await api(server.url, `${path}/favourite`, { method: 'POST' });
    expect(visitor.status).toBe(401);
  });

  it('deletes with the source text and builds threads with references', async () => {
    const root = obj(
      (await api(server.url, '/api/v1/statuses', { token: demo, body: { status: 'Thread root' } }))
        .body,
    );
    const reply = obj(
      (
        await api(server.url, '/api/v1/statuses', {
          token: alice,
          body: { status: '@demo a reply', in_reply_to_id: root.id },
        })
      ).body,
    );
    const nested = obj(
      (
        await api(server.url, '/api/v1/statuses', {
          token: demo,
          body: { status: '@alice nested', in_reply_to_id: reply.id },
        })
      ).body,
    );
    const context = obj(
      (await api(server.url, `/api/v1/statuses/${String(reply.id)}/context`)).body,
    );
    expect(list(context.ancestors).map((s) => s.id)).toEqual([root.id]);
    expect(list(context.descendants).map((s) => s.id)).toEqual([nested.id]);
    expect(
      obj((await api(server.url, `/api/v1/statuses/${String(root.id)}`)).body).replies_count,
    ).toBe(1);

    expect(
      (
        await api(server.url, `/api/v1/statuses/${String(root.id)}`, {
          token: alice,
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    const deleted = obj(
      (
        await api(server.url, `/api/v1/statuses/${String(nested.id)}`, {
          token: demo,
          method: 'DELETE',
        })
      ).body,
    );
    expect(deleted).toMatchObject({ id: nested.id, text: '@alice nested' });
    expect((await api(server.url, `/api/v1/statuses/${String(nested.id)}`)).status).toBe(404);

    const withRefs = list(
      (await api(server.url, '/api/v1/timelines/tag/postgres?limit=40')).body,
    ).find((s) => (s.status_reference_ids as string[]).length > 0)!;
    const refContext = obj(
      (await api(server.url, `/api/v1/statuses/${String(withRefs.id)}/context?with_reference=1`))
        .body,
    );
    expect(list(refContext.references).map((s) => s.id)).toEqual(withRefs.status_reference_ids);
  });

  it('keeps markers with versions and web settings', async () => {
    const first = obj(
      (
        await api(server.url, '/api/v1/markers', {
          token: demo,
          body: { home: { last_read_id: '100' }, notifications: { last_read_id: '200' } },
        })
      ).body,
    );
    expect(obj(first.home)).toMatchObject({ last_read_id: '100', version: 1 });
    const second = obj(
      (
        await api(server.url, '/api/v1/markers', {
          token: demo,
          form: { 'home[last_read_id]': '150' },
        })
      ).body,
    );
    expect(obj(second.home)).toMatchObject({ last_read_id: '150', version: 2 });
    expect(second.notifications).toBeUndefined();
    const read = obj(
      (
        await api(server.url, '/api/v1/markers?timeline[]=home&timeline[]=notifications', {
          token: demo,
        })
      ).body,
    );
    expect(obj(read.home).last_read_id).toBe('150');
    expect(obj(read.notifications)).toMatchObject({ last_read_id: '200', version: 1 });
    expect(typeof obj(read.notifications).updated_at).toBe('string');

    expect(
      (
        await api(server.url, '/api/web/settings', {
          token: demo,
          method: 'PUT',
          body: { data: { home: { shows: { reblog: false } } } },
        })
      ).body,
    ).toEqual({});
    expect((await api(server.url, '/api/web/settings', { token: demo })).body).toEqual({
      data: { home: { shows: { reblog: false } } },
    });
    expect(
      (await api(server.url, '/api/web/settings', { method: 'PUT', body: { data: {} } })).status,
    ).toBe(401);
  });
});
