import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, type CollectionKind } from '../services/ownedCollections';
import { LISTS } from '../services/lists';
import { api, obj, rawRequest as raw, startTestServer, tokenFor, type TestServer } from './helpers';

/** Mastodon's error body: an object with one string `error`. */
const errorBody: unknown = expect.objectContaining({ error: expect.any(String) as unknown });

describe('hostile input: every bad request is a 4xx with an error body', () => {
  let server: TestServer;
  let demo: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('refuses NUL bytes in a status, a search and a form field', async () => {
    const status = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'hello\u0000world' },
    });
    expect(status.status).toBe(422);
    expect(status.body).toEqual({
      error: 'Validation failed: Parameters must not contain null bytes',
    });
    const search = await api(server.url, '/api/v2/search?q=a%00b', { token: demo });
    expect(search.status).toBe(422);
    expect(search.body).toEqual(errorBody);
    const form = await api(server.url, '/api/v1/lists', { token: demo, form: { title: 'a\0' } });
    expect(form.status).toBe(422);
    expect(form.body).toEqual(errorBody);
  });

  it('answers unreadable bodies with 400 or 415', async () => {
    const unparsable = { error: 'Error occurred while parsing request parameters.' };
    const part = '--x\r\nContent-Disposition: form-data; name="status"\r\n\r\nhi';
    const cases: [string, string, number, unknown][] = [
      ['multipart/form-data', `${part}\r\n--x--\r\n`, 400, unparsable],
      ['multipart/form-data; boundary=x', `${part} there`, 400, unparsable],
      ['application/json', '{"status": "hi"', 400, unparsable],
      ['text/csv', 'status,hi', 415, errorBody],
    ];
    for (const [type, body, status, error] of cases) {
      const response = await raw(server.url, '/api/v1/statuses', { token: demo, type, body });
      expect({ type, status: response.status, body: response.body }).toEqual({
        type,
        status,
        body: error,
      });
    }
  });

  it('checks an app name, its website and its redirect URIs', async () => {
    const register = (fields: Record<string, string>) =>
      api(server.url, '/api/v1/apps', {
        body: { client_name: 'App', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', ...fields },
      });
    expect((await register({ client_name: 'x'.repeat(60) })).status).toBe(200);
    const long = await register({ client_name: 'x'.repeat(61) });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({
      error: 'Validation failed: Application name is too long (maximum is 60 characters)',
    });
    expect((await register({ client_name: '  ' })).body).toEqual({
      error: "Validation failed: Application name can't be blank",
    });
    const script = await register({ website: 'javascript:alert(1)' });
    expect(script.status).toBe(422);
    expect(script.body).toEqual({ error: 'Validation failed: Website is invalid' });
    expect((await register({ website: 'https://app.example' })).status).toBe(200);
    const hugeUri = await register({ redirect_uris: `https://app.example/${'x'.repeat(2000)}` });
    expect(hugeUri.status).toBe(422);
  });

  it("takes a post's language when it is one, else the author's default, as Mastodon does", async () => {
    const post = (language: unknown) =>
      api(server.url, '/api/v1/statuses', { token: demo, body: { status: 'Hallo', language } });
    expect(obj((await post('de')).body).language).toBe('de');
    expect(obj((await post('kmr')).body).language).toBe('kmr');
    const unknown = await post('xx');
    expect(unknown.status).toBe(200);
    expect(obj(unknown.body).language).toBe('en');
    expect(obj((await post('<script>')).body).language).toBe('en');
    expect((await post(['de'])).status).toBe(422);
    const posting = await api(server.url, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token: demo,
      body: { source: { language: 'zz' } },
    });
    expect(posting.status).toBe(422);
    expect(posting.body).toEqual({ error: 'Validation failed: Language is not a valid language' });
  });

  it('refuses a huge status text by its length, fast', async () => {
    // About 220 KB: inside the body limit, so the text check is what refuses it.
    const text = 'ab👨‍👩‍👧‍👦 '.repeat(8_000);
    const started = performance.now();
    const response = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: text },
    });
    const took = performance.now() - started;
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'Validation failed: Text character limit of 500 exceeded',
    });
    // A guard against a denial of service, not a speed figure: counting this took far longer
    // before; the bound leaves room for a busy machine.
    expect(took).toBeLessThan(2_000);
    const atLimit = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: '👨‍👩‍👧‍👦'.repeat(500) },
    });
    expect(atLimit.status).toBe(200);
  });

  it('answers bodies beyond the route limit with 413', async () => {
    const big = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'x'.repeat(300_000) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: 'Request body is too large' });

    const form = new FormData();
    form.append('status', 'x'.repeat(600_000));
    const multipart = await raw(server.url, '/api/v1/statuses', { token: demo, body: form });
    expect(multipart.status).toBe(413);
    expect(multipart.body).toEqual(errorBody);

    const file = new FormData();
    file.append('status', 'a file where none belongs');
    file.append('file', new Blob([new Uint8Array(10)]), 'x.png');
    const stray = await raw(server.url, '/api/v1/statuses', { token: demo, body: file });
    expect(stray.status).toBe(413);
    expect(stray.body).toEqual(errorBody);

    // The avatar limit is 8 MB: the body as a whole is within bounds, the file is not.
    const avatar = new FormData();
    avatar.append('avatar', new Blob([new Uint8Array(8_388_609)], { type: 'image/png' }), 'a.png');
    const tooBig = await raw(server.url, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token: demo,
      body: avatar,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ error: 'File is too large' });
  });
});

describe('limits on what a person fills', () => {
  let server: TestServer;
  let demo: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  const keywords = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({ keyword: `word${from + i}`, whole_word: true }));

  it('reads home about as fast with a filter at the keyword limit as without', async () => {
    const home = () => api(server.url, '/api/v1/timelines/home?limit=40', { token: demo });
    const median = async () => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect((await home()).status).toBe(200);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    await home();
    const without = await median();
    const filter = await api(server.url, '/api/v2/filters', {
      token: demo,
      body: {
        title: 'At the limit',
        context: ['home'],
        keywords_attributes: [...keywords(199), { keyword: 'the', whole_word: true }],
      },
    });
    expect(filter.status).toBe(200);
    const filtered = (await home()).body as { filtered?: unknown[] }[];
    expect(filtered.some((status) => status.filtered?.length)).toBe(true);
    const withFilter = await median();
    // Matching each post against each keyword took seconds a page before.
    expect(withFilter).toBeLessThan(without * 2 + 100);
    await api(server.url, `/api/v2/filters/${String(obj(filter.body).id)}`, {
      method: 'DELETE',
      token: demo,
    });
  });

  it('holds a filter to 200 keywords of 256 characters', async () => {
    const create = (count: number) =>
      api(server.url, '/api/v2/filters', {
        token: demo,
        body: { title: 'Many', context: ['home'], keywords_attributes: keywords(count) },
      });
    const atLimit = await create(200);
    expect(atLimit.status).toBe(200);
    const over = await create(201);
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      error: 'Validation failed: Keywords are too many (maximum is 200)',
    });
    const id = String(obj(atLimit.body).id);
    const oneMore = await api(server.url, `/api/v2/filters/${id}/keywords`, {
      token: demo,
      body: { keyword: 'one more' },
    });
    expect(oneMore.status).toBe(422);
    const viaPut = await api(server.url, `/api/v2/filters/${id}`, {
      method: 'PUT',
      token: demo,
      body: { keywords_attributes: [{ keyword: 'and another' }] },
    });
    expect(viaPut.status).toBe(422);
    const filter = await api(server.url, `/api/v2/filters/${id}`, { token: demo });
    expect((obj(filter.body).keywords as unknown[]).length).toBe(200);

    const long = await api(server.url, '/api/v2/filters', {
      token: demo,
      body: {
        title: 'Long',
        context: ['home'],
        keywords_attributes: [{ keyword: 'k'.repeat(257) }],
      },
    });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({
      error: 'Validation failed: Keyword is too long (maximum is 256 characters)',
    });
  });

  it('allows twenty bookmark categories, as kmyblue', async () => {
    const existing = await api(server.url, '/api/v1/bookmark_categories', { token: demo });
    const have = (existing.body as unknown[]).length;
    for (let i = have; i < 20; i++) {
      const made = await api(server.url, '/api/v1/bookmark_categories', {
        token: demo,
        body: { title: `Category ${i}` },
      });
      expect(made.status).toBe(200);
    }
    const over = await api(server.url, '/api/v1/bookmark_categories', {
      token: demo,
      body: { title: 'One too many' },
    });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ error: 'Validation failed: Bookmark category limit' });
  });

  it('holds titles to 256 characters', async () => {
    const ok = await api(server.url, '/api/v1/lists', {
      token: demo,
      body: { title: 'x'.repeat(256) },
    });
    expect(ok.status).toBe(200);
    const long = await api(server.url, '/api/v1/lists', {
      token: demo,
      body: { title: 'x'.repeat(257) },
    });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({
      error: 'Validation failed: Title is too long (maximum is 256 characters)',
    });
  });

  it('holds profile fields to four and a note to 2000 characters', async () => {
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `Field ${i}`, value: 'v' }));
    const update = (body: unknown) =>
      api(server.url, '/api/v1/accounts/update_credentials', {
        method: 'PATCH',
        token: demo,
        body,
      });
    expect((await update({ fields_attributes: fields(4) })).status).toBe(200);
    const five = await update({ fields_attributes: fields(5) });
    expect(five.status).toBe(422);
    expect(five.body).toEqual({ error: 'Validation failed: Fields is too big (maximum is 4)' });
    const hugeBio = await update({ note: 'n'.repeat(100_000) });
    expect(hugeBio.status).toBe(422);
    const bob = await api(server.url, '/api/v1/accounts/lookup?acct=bob');
    const notePath = `/api/v1/accounts/${String(obj(bob.body).id)}/note`;
    expect(
      (await api(server.url, notePath, { token: demo, body: { comment: 'n'.repeat(2000) } }))
        .status,
    ).toBe(200);
    expect(
      (await api(server.url, notePath, { token: demo, body: { comment: 'n'.repeat(2001) } }))
        .status,
    ).toBe(422);
  });

  it('holds antenna conditions to their caps before reading them one by one', async () => {
    const antenna = await api(server.url, '/api/v1/antennas', {
      token: demo,
      body: { title: 'Caps' },
    });
    const id = String(obj(antenna.body).id);
    const many = Array.from({ length: 20_000 }, (_, i) => `kw${i}`);
    const started = performance.now();
    const over = await api(server.url, `/api/v1/antennas/${id}/keywords`, {
      token: demo,
      body: { keywords: many },
    });
    expect(over.status).toBe(422);
    expect(performance.now() - started).toBeLessThan(2_000);
    const atCap = await api(server.url, `/api/v1/antennas/${id}/keywords`, {
      token: demo,
      body: { keywords: many.slice(0, 100) },
    });
    expect(atCap.status).toBe(200);
  });

  it('holds a collection to its members limit', async () => {
    const list = await api(server.url, '/api/v1/lists', { token: demo, body: { title: 'Two' } });
    const listId = String(obj(list.body).id);
    const small: CollectionKind = {
      ...LISTS,
      membersLimit: { max: 2, message: 'A list holds at most 2 accounts' },
    };
    const ids: string[] = [];
    for (const acct of ['alice', 'bob', 'carol']) {
      const found = await api(server.url, `/api/v1/accounts/lookup?acct=${acct}`);
      ids.push(String(obj(found.body).id));
    }
    const [alice, bob, carol] = ids as [string, string, string];
    await addMembers(server.db, small, listId, [alice, bob]);
    await addMembers(server.db, small, listId, [bob]);
    await expect(addMembers(server.db, small, listId, [carol])).rejects.toMatchObject({
      statusCode: 422,
      message: 'Validation failed: A list holds at most 2 accounts',
    });
  });
});
