import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('filters v2 with kmyblue switches', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let frank: string;
  const post = async (token: string, status: string, extra: Record<string, unknown> = {}) =>
    obj((await api(server.url, '/api/v1/statuses', { token, body: { status, ...extra } })).body);
  const filteredOf = async (id: unknown) =>
    obj((await api(server.url, `/api/v1/statuses/${String(id)}`, { token: demo })).body)
      .filtered as { filter: Record<string, unknown>; keyword_matches: string[] | null }[];
  const createFilter = async (body: Record<string, unknown>) =>
    api(server.url, '/api/v2/filters', { token: demo, body });
  const put = (path: string, body: Record<string, unknown>) =>
    api(server.url, path, { token: demo, method: 'PUT', body });
  const del = (path: string) => api(server.url, path, { token: demo, method: 'DELETE' });

  beforeAll(async () => {
    server = await startTestServer();
    [demo, alice, frank] = await Promise.all([
      tokenFor(server.url, 'demo'),
      tokenFor(server.url, 'alice'),
      tokenFor(server.url, 'frank'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it("refuses a filter without a title or a context with Mastodon's messages", async () => {
    const none = await createFilter({ title: ' ', context: [] });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({
      error:
        "Validation failed: Title can't be blank, Context can't be blank, Context None or invalid context supplied",
    });
    const bad = await createFilter({ title: 'x', context: ['home', 'nowhere'] });
    expect(bad.body).toEqual({
      error: 'Validation failed: Context None or invalid context supplied',
    });
    const blankKeyword = await createFilter({
      title: 'x',
      context: ['home'],
      keywords_attributes: [{ keyword: '', whole_word: true }],
    });
    expect(blankKeyword.body).toEqual({
      error: "Validation failed: Keywords keyword can't be blank",
    });
    expect(list((await api(server.url, '/api/v2/filters', { token: demo })).body)).toEqual([]);
  });

  it('masks half_warn as warn, gives the truth in filter_action_ex, and defaults the switches', async () => {
    const created = obj(
      (
        await createFilter({
          title: 'Half',
          context: ['home'],
          filter_action: 'half_warn',
          keywords_attributes: [{ keyword: 'halfmoon' }],
        })
      ).body,
    );
    expect(created).toMatchObject({
      filter_action: 'warn',
      filter_action_ex: 'half_warn',
      exclude_follows: false,
      exclude_localusers: false,
      with_quote: true,
      with_profile: false,
    });
    const status = await post(alice, 'A halfmoon tonight');
    expect((await filteredOf(status.id))[0]?.filter).toMatchObject({
      filter_action: 'warn',
      filter_action_ex: 'half_warn',
    });
    const blurred = await put(`/api/v2/filters/${String(created.id)}`, { filter_action: 'blur' });
    expect(obj(blurred.body)).toMatchObject({ filter_action: 'blur', filter_action_ex: 'blur' });
    await del(`/api/v2/filters/${String(created.id)}`);
  });

  it('keywords: nested attributes add, change and _destroy; the keyword routes', async () => {
    const created = obj(
      (
        await createFilter({
          title: 'Words',
          context: ['public'],
          keywords_attributes: [
            { keyword: 'apple', whole_word: true },
            { keyword: 'pear', whole_word: false },
          ],
        })
      ).body,
    );
    const id = String(created.id);
    const [apple, pear] = list(created.keywords);
    const edited = obj(
      (
        await put(`/api/v2/filters/${id}`, {
          keywords_attributes: [
            { id: apple!.id, whole_word: false },
            { id: pear!.id, _destroy: true },
            { keyword: 'plum', whole_word: true },
          ],
        })
      ).body,
    );
    expect(list(edited.keywords).map((k) => [k.keyword, k.whole_word])).toEqual([
      ['apple', false],
      ['plum', true],
    ]);

    const added = obj(
      (
        await api(server.url, `/api/v2/filters/${id}/keywords`, {
          token: demo,
          body: { keyword: 'fig', whole_word: false },
        })
      ).body,
    );
    expect(added).toMatchObject({ keyword: 'fig', whole_word: false });
    const kid = String(added.id);
    expect(
      obj((await api(server.url, `/api/v2/filters/keywords/${kid}`, { token: demo })).body),
    ).toMatchObject({ keyword: 'fig' });
    expect(
      obj(
        (await put(`/api/v2/filters/keywords/${kid}`, { keyword: 'figs', whole_word: true })).body,
      ),
    ).toMatchObject({ keyword: 'figs', whole_word: true });
    expect((await del(`/api/v2/filters/keywords/${kid}`)).status).toBe(200);
    const keywords = list(
      (await api(server.url, `/api/v2/filters/${id}/keywords`, { token: demo })).body,
    );
    expect(keywords.map((k) => k.keyword)).toEqual(['apple', 'plum']);
    // Someone else's keyword is not found.
    const asAlice = await api(server.url, `/api/v2/filters/keywords/${String(apple!.id)}`, {
      token: alice,
    });
    expect(asAlice.status).toBe(404);
    await del(`/api/v2/filters/${id}`);
  });

  it('statuses: GET and DELETE a filter status by its own id', async () => {
    const status = await post(alice, 'Something to filter by hand');
    const id = String(obj((await createFilter({ title: 'Posts', context: ['home'] })).body).id);
    const record = obj(
      (
        await api(server.url, `/api/v2/filters/${id}/statuses`, {
          token: demo,
          body: { status_id: status.id },
        })
      ).body,
    );
    const path = `/api/v2/filters/statuses/${String(record.id)}`;
    expect(obj((await api(server.url, path, { token: demo })).body)).toEqual(record);
    expect((await api(server.url, path, { token: alice })).status).toBe(404);
    expect(
      list((await api(server.url, `/api/v2/filters/${id}/statuses`, { token: demo })).body),
    ).toEqual([record]);
    expect((await del(path)).status).toBe(200);
    expect((await api(server.url, path, { token: demo })).status).toBe(404);
    expect(await filteredOf(status.id)).toEqual([]);
    await del(`/api/v2/filters/${id}`);
  });

  it('expires_in sets the expiry; an expired filter no longer applies', async () => {
    const created = obj(
      (
        await createFilter({
          title: 'Soon over',
          context: ['home'],
          expires_in: 1800,
          keywords_attributes: [{ keyword: 'ephemeral' }],
        })
      ).body,
    );
    const left = new Date(String(created.expires_at)).getTime() - Date.now();
    expect(left).toBeGreaterThan(1790_000);
    expect(left).toBeLessThanOrEqual(1800_000);
    const status = await post(alice, 'Something ephemeral');
    expect(await filteredOf(status.id)).toHaveLength(1);
    await server.db.query(
      `update filters set expires_at = now() - interval '1 minute' where id = $1`,
      [created.id],
    );
    expect(await filteredOf(status.id)).toEqual([]);
    const cleared = obj(
      (await put(`/api/v2/filters/${String(created.id)}`, { expires_in: '' })).body,
    );
    expect(cleared.expires_at).toBeNull();
    expect(await filteredOf(status.id)).toHaveLength(1);
    await del(`/api/v2/filters/${String(created.id)}`);
  });

  it('exclude_follows, exclude_localusers, with_profile and with_quote change what matches', async () => {
    const created = obj(
      (
        await createFilter({
          title: 'Kites',
          context: ['home', 'public'],
          exclude_follows: true,
          keywords_attributes: [{ keyword: 'kite' }],
        })
      ).body,
    );
    const id = String(created.id);
    const byFollowed = await post(alice, 'A red kite');
    const byStranger = await post(frank, 'A blue kite');
    expect(await filteredOf(byFollowed.id)).toEqual([]);
    expect(await filteredOf(byStranger.id)).toHaveLength(1);

    await put(`/api/v2/filters/${id}`, { exclude_follows: false, exclude_localusers: true });
    expect(await filteredOf(byStranger.id)).toEqual([]);

    // with_profile: the author's display name (frank's is "Frank").
    await put(`/api/v2/filters/${id}`, {
      exclude_localusers: false,
      with_profile: true,
      keywords_attributes: [{ keyword: 'Frank' }],
    });
    const plain = await post(frank, 'Nothing to see');
    expect((await filteredOf(plain.id))[0]?.keyword_matches).toEqual(['Frank']);
    await put(`/api/v2/filters/${id}`, { with_profile: false });
    expect(await filteredOf(plain.id)).toEqual([]);

    // with_quote (on by default): a quote of a post about kites matches.
    const quoting = await post(alice, 'Look at this', { quoted_status_id: byStranger.id });
    expect((await filteredOf(quoting.id))[0]?.keyword_matches).toEqual(['kite']);
    await put(`/api/v2/filters/${id}`, { with_quote: false });
    expect(await filteredOf(quoting.id)).toEqual([]);
    await del(`/api/v2/filters/${id}`);
  });
});
