import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

/** Grace is followed by bob (seed), not by frank or carol. */
describe('search v2', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const token = (name: string) => tokens.get(name) ?? '';
  const host = () => new URL(server.url).host;
  const post = async (who: string, body: Record<string, unknown>) => {
    const response = await api(server.url, '/api/v1/statuses', { token: token(who), body });
    expect(response.status).toBe(200);
    return String(obj(response.body).id);
  };
  const search = async (who: string | null, query: Record<string, string>) => {
    const qs = new URLSearchParams(query).toString();
    return api(server.url, `/api/v2/search?${qs}`, who ? { token: token(who) } : {});
  };
  const statusIds = async (who: string | null, q: string, extra: Record<string, string> = {}) => {
    const response = await search(who, { q, type: 'statuses', ...extra });
    expect(response.status).toBe(200);
    return list(obj(response.body).statuses).map((s) => String(s.id));
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['demo', 'alice', 'bob', 'carol', 'frank', 'grace']) {
      tokens.set(name, await tokenFor(server.url, name));
    }
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  describe('who finds a status: its searchability, and whether the reader may see it', () => {
    const cases: {
      word: string;
      visibility: string;
      searchability: string;
      mention?: string;
      finders: string[];
      strangers: string[];
    }[] = [
      {
        word: 'zephyrpublic',
        visibility: 'public',
        searchability: 'public',
        finders: ['grace', 'bob', 'frank'],
        strangers: [],
      },
      {
        word: 'zephyrlocal',
        visibility: 'public',
        searchability: 'public_unlisted',
        finders: ['grace', 'bob', 'frank'],
        strangers: [],
      },
      {
        word: 'zephyrfollowers',
        visibility: 'public',
        searchability: 'private',
        finders: ['grace', 'bob'],
        strangers: ['frank', 'carol'],
      },
      {
        word: 'zephyrmentioned',
        visibility: 'public',
        searchability: 'direct',
        mention: 'carol',
        finders: ['grace', 'carol'],
        strangers: ['bob', 'frank'],
      },
      {
        word: 'zephyrlimited',
        visibility: 'public',
        searchability: 'limited',
        mention: 'carol',
        finders: ['grace'],
        strangers: ['bob', 'carol', 'frank'],
      },
      {
        word: 'zephyrunlisted',
        visibility: 'unlisted',
        searchability: 'public',
        finders: ['grace', 'bob', 'frank'],
        strangers: [],
      },
      {
        // Clamped to private by the visibility, and unreadable by non-followers anyway.
        word: 'zephyrprivatepost',
        visibility: 'private',
        searchability: 'public',
        finders: ['grace', 'bob'],
        strangers: ['frank', 'carol'],
      },
      {
        word: 'zephyrdirectpost',
        visibility: 'direct',
        searchability: 'public',
        mention: 'carol',
        finders: ['grace', 'carol'],
        strangers: ['bob', 'frank'],
      },
    ];
    for (const c of cases) {
      it(`${c.visibility} post, ${c.searchability} searchability`, async () => {
        const text = `${c.mention ? `@${c.mention} ` : ''}A ${c.word} day`;
        const id = await post('grace', {
          status: text,
          visibility: c.visibility,
          searchability: c.searchability,
        });
        for (const who of c.finders) expect(await statusIds(who, c.word), who).toEqual([id]);
        for (const who of c.strangers) expect(await statusIds(who, c.word), who).toEqual([]);
        // Status search is for signed-in readers only.
        expect(await statusIds(null, c.word)).toEqual([]);
      });
    }

    it('an author who blocks the reader is not found by them', async () => {
      const id = await post('grace', { status: 'zephyrblocked', searchability: 'public' });
      expect(await statusIds('alice', 'zephyrblocked')).toEqual([id]);
      const alice = obj((await api(server.url, '/api/v1/accounts/lookup?acct=alice')).body).id;
      await api(server.url, `/api/v1/accounts/${String(alice)}/block`, {
        method: 'POST',
        token: token('grace'),
      });
      expect(await statusIds('alice', 'zephyrblocked')).toEqual([]);
    });
  });

  it('matches every word, case-insensitively, in the text or the content warning', async () => {
    const id = await post('bob', {
      status: 'Under the eucalyptus tree',
      spoiler_text: 'Quokka sighting',
      searchability: 'public',
    });
    expect(await statusIds('frank', 'QUOKKA eucalyptus')).toEqual([id]);
    expect(await statusIds('frank', 'quokka wombat')).toEqual([]);
    expect(await statusIds('frank', '"eucalyptus tree"')).toEqual([id]);
  });

  it('knows from: and has:, and account_id', async () => {
    const bobs = await post('bob', { status: 'okapi spotted', searchability: 'public' });
    const alices = await post('alice', { status: 'okapi too', searchability: 'public' });
    const poll = await post('alice', {
      status: 'okapi or zebra?',
      searchability: 'public',
      poll: { options: ['okapi', 'zebra'], expires_in: 3600 },
    });
    expect(await statusIds('frank', 'okapi from:bob')).toEqual([bobs]);
    expect(await statusIds('alice', 'okapi from:me')).toEqual([poll, alices]);
    expect(await statusIds('frank', 'okapi has:poll')).toEqual([poll]);
    const bob = obj((await api(server.url, '/api/v1/accounts/lookup?acct=bob')).body).id;
    expect(await statusIds('frank', 'okapi', { account_id: String(bob) })).toEqual([bobs]);
    expect(await statusIds('frank', 'okapi from:nobody')).toEqual([]);
  });

  it('pages by offset: 11 first, then 10 more; limit 20 by default, 40 at most', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      ids.unshift(await post('carol', { status: `pangolin number ${i}`, searchability: 'public' }));
    }
    expect(await statusIds('frank', 'pangolin', { limit: '11' })).toEqual(ids.slice(0, 11));
    expect(await statusIds('frank', 'pangolin', { limit: '10', offset: '11' })).toEqual(
      ids.slice(11, 21),
    );
    expect(await statusIds('frank', 'pangolin')).toHaveLength(20);
    expect(await statusIds('frank', 'pangolin', { limit: '80' })).toHaveLength(40);
    expect(await statusIds('frank', 'pangolin', { max_id: ids[40]! })).toEqual(ids.slice(41));
  });

  it('finds accounts by username, handle and display name, and only followed ones', async () => {
    const accounts = async (who: string, query: Record<string, string>) =>
      list(obj((await search(who, { type: 'accounts', ...query })).body).accounts).map(
        (a) => a.acct,
      );
    expect(await accounts('frank', { q: 'ali' })).toEqual(['alice']);
    expect(await accounts('frank', { q: 'liddell' })).toEqual(['alice']);
    expect(await accounts('frank', { q: `@alice@${host()}` })).toEqual(['alice']);
    expect(await accounts('frank', { q: '@alice@elsewhere.example' })).toEqual([]);
    expect(await accounts('demo', { q: 'fra' })).toEqual(['frank', 'oldfrank']);
    expect(await accounts('demo', { q: 'fra', following: 'true' })).toEqual([]);
    expect(await accounts('demo', { q: 'ali', following: 'true' })).toEqual(['alice']);
  });

  it('finds hashtags by prefix, with their history', async () => {
    await post('bob', { status: 'Look #Narwhalday', searchability: 'public' });
    const response = await search('frank', { q: '#narwhal', type: 'hashtags' });
    const [tag] = list(obj(response.body).hashtags);
    expect(tag).toMatchObject({ name: 'narwhalday', url: `${server.url}/tags/narwhalday` });
    expect(list(tag?.history)[0]).toMatchObject({ uses: '1', accounts: '1' });
    const reviewed = await search(null, {
      q: 'narw',
      type: 'hashtags',
      exclude_unreviewed: 'true',
    });
    expect(list(obj(reviewed.body).hashtags).map((t) => t.name)).toEqual(['narwhalday']);
  });

  it('resolves a handle or a URL of this server exactly, and nothing of other servers', async () => {
    const open = await post('grace', { status: 'resolvable', searchability: 'public' });
    const closed = await post('grace', { status: 'hidden', visibility: 'private' });
    const resolve = async (who: string, q: string) =>
      obj((await search(who, { q, resolve: 'true' })).body);
    expect(list((await resolve('frank', `@grace@${host()}`)).accounts).map((a) => a.acct)).toEqual([
      'grace',
    ]);
    expect(list((await resolve('frank', `${server.url}/@grace`)).accounts)).toHaveLength(1);
    const found = await resolve('frank', `${server.url}/@grace/${open}`);
    expect(list(found.statuses).map((s) => s.id)).toEqual([open]);
    expect(found.accounts).toEqual([]);
    const byUri = await resolve('frank', `${server.url}/users/grace/statuses/${open}`);
    expect(list(byUri.statuses).map((s) => s.id)).toEqual([open]);
    expect((await resolve('frank', `${server.url}/@grace/${closed}`)).statuses).toEqual([]);
    expect(list((await resolve('bob', `${server.url}/@grace/${closed}`)).statuses)).toHaveLength(1);
    const elsewhere = await search('frank', { q: 'https://elsewhere.example/@x', resolve: 'true' });
    expect(elsewhere).toMatchObject({
      status: 200,
      body: { accounts: [], statuses: [], hashtags: [] },
    });
    const remote = await search('frank', { q: '@x@elsewhere.example', resolve: 'true' });
    expect(remote.body).toEqual({ accounts: [], statuses: [], hashtags: [] });
  });

  it("answers Mastodon's errors: no query, and a visitor's paging or resolving", async () => {
    expect((await search('frank', { q: ' ' })).status).toBe(400);
    expect((await search(null, { q: 'a', offset: '10' })).status).toBe(401);
    expect((await search(null, { q: 'a', resolve: 'true' })).status).toBe(401);
    expect((await search(null, { q: 'alice', type: 'accounts' })).status).toBe(200);
  });
});
