import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { makePng } from './png';
import { settle, StreamClient } from './streamClient';

describe('antennas', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();
  const as = (name: string, path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: tokens.get(name)!, ...options });
  const call = (path: string, options: Parameters<typeof api>[2] = {}) => as('demo', path, options);
  const newAntenna = async (body: Record<string, unknown>) => {
    const made = await call('/api/v1/antennas', { body });
    expect(made.status).toBe(200);
    return String(obj(made.body).id);
  };
  const post = async (name: string, body: Record<string, unknown>) =>
    String(obj((await as(name, '/api/v1/statuses', { body })).body).id);
  const timeline = async (path: string) =>
    list((await call(`${path}${path.includes('?') ? '&' : '?'}limit=40`)).body).map((s) => s.id);
  const antennaTimeline = (id: string) => timeline(`/api/v1/timelines/antenna/${id}`);

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['demo', 'alice', 'bob', 'frank', 'grace']) {
      tokens.set(name, await tokenFor(server.url, name));
      const found = await api(server.url, `/api/v1/accounts/lookup?acct=${name}`);
      ids.set(name, String(obj(found.body).id));
    }
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('creates, shows, updates and deletes an antenna with its counts and list', async () => {
    const listId = String(obj((await call('/api/v1/lists', { body: { title: 'Feed' } })).body).id);
    const id = await newAntenna({ title: 'Cats', with_media_only: true });
    const path = `/api/v1/antennas/${id}`;
    await call(`${path}/keywords`, { body: { keywords: ['cat', 'kitten'] } });
    await call(`${path}/exclude_keywords`, { body: { keywords: ['dog'] } });
    await call(`${path}/accounts`, { body: { account_ids: [ids.get('alice')] } });
    await call(`${path}/domains`, { form: { 'domains[]': 'Example.COM' } });
    await call(`${path}/tags`, { body: { tags: ['#Cats'] } });
    const updated = await call(path, {
      method: 'PUT',
      body: { insert_feeds: true, list_id: listId },
    });
    expect(updated.body).toEqual({
      id,
      title: 'Cats',
      stl: false,
      ltl: false,
      insert_feeds: true,
      with_media_only: true,
      ignore_reblog: false,
      accounts_count: 1,
      domains_count: 1,
      tags_count: 1,
      keywords_count: 2,
      list: { id: listId, title: 'Feed' },
    });
    expect((await call(`${path}/keywords`)).body).toEqual({
      keywords: ['cat', 'kitten'],
      exclude_keywords: ['dog'],
    });
    expect((await call(`${path}/domains`)).body).toEqual({
      domains: ['example.com'],
      exclude_domains: [],
    });
    expect((await call(`${path}/tags`)).body).toEqual({ tags: ['Cats'], exclude_tags: [] });
    const lists = list((await call('/api/v1/lists')).body);
    expect(lists.find((l) => l.id === listId)?.antennas).toEqual([
      { id, title: 'Cats', stl: false },
    ]);
    const holding = list((await call(`/api/v1/accounts/${ids.get('alice')!}/antennas`)).body);
    expect(holding.map((a) => a.id)).toEqual([id]);

    await call(`${path}/keywords?keywords[]=kitten`, { method: 'DELETE' });
    await call(`${path}/accounts?account_ids[]=${ids.get('alice')!}`, { method: 'DELETE' });
    expect(obj((await call(path)).body)).toMatchObject({ keywords_count: 1, accounts_count: 0 });
    expect((await as('alice', path)).status).toBe(404);
    expect((await call(path, { method: 'DELETE' })).body).toEqual({});
    expect((await call(path)).status).toBe(404);
  });

  it('answers kmyblue’s errors for conditions', async () => {
    const id = await newAntenna({ title: 'Errors' });
    const path = `/api/v1/antennas/${id}`;
    const add = (sub: string, body: Record<string, unknown>) => call(`${path}/${sub}`, { body });
    expect(await add('keywords', { keywords: ['x'] })).toMatchObject({
      status: 422,
      body: { error: 'Keyword is too short' },
    });
    await add('keywords', { keywords: ['moon'] });
    expect((await add('keywords', { keywords: ['moon'] })).body).toEqual({
      error: 'Duplicate keyword',
    });
    await add('accounts', { account_ids: [ids.get('bob')] });
    expect((await add('accounts', { account_ids: [ids.get('bob')] })).body).toEqual({
      error: 'Validation failed: Account has already been taken',
    });
    await add('exclude_accounts', { account_ids: [ids.get('frank')] });
    expect((await add('exclude_accounts', { account_ids: [ids.get('frank')] })).body).toEqual({
      error: 'Duplicate account',
    });
    expect((await add('accounts', { account_ids: ['12345678'] })).status).toBe(404);
    await add('exclude_domains', { domains: ['spam.example'] });
    expect((await add('exclude_domains', { domains: ['spam.example'] })).body).toEqual({
      error: 'Duplicate domain',
    });
    await add('exclude_tags', { tags: ['nsfw'] });
    expect((await add('exclude_tags', { tags: ['NSFW'] })).body).toEqual({
      error: 'Duplicate tag',
    });
    const many = Array.from({ length: 21 }, (_, i) => `d${i}.example`);
    expect((await add('domains', { domains: many })).status).toBe(422);
    const excluded = list((await call(`${path}/exclude_accounts?limit=0`)).body);
    expect(excluded.map((a) => a.username)).toEqual(['frank']);
    const excluding = list(
      (await call(`/api/v1/accounts/${ids.get('frank')!}/exclude_antennas`)).body,
    );
    expect(excluding.map((a) => a.id)).toEqual([id]);

    const aliceList = String(
      obj((await as('alice', '/api/v1/lists', { body: { title: 'Hers' } })).body).id,
    );
    expect(await call(path, { method: 'PUT', body: { list_id: aliceList } })).toMatchObject({
      status: 422,
      body: { error: 'This list is not yours' },
    });
  });

  it('allows one stl and one ltl antenna per destination, and 30 antennas checked on every save', async () => {
    const grace = (path: string, options: Parameters<typeof api>[2] = {}) =>
      as('grace', path, options);
    const make = async (body: Record<string, unknown>) =>
      grace('/api/v1/antennas', { body: { title: 'A', ...body } });
    expect((await make({ stl: true })).status).toBe(200);
    expect(await make({ stl: true })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: You have exceeded the limit of 1 stl antennas' },
    });
    const hers = await grace('/api/v1/lists', { body: { title: 'Social' } });
    const intoList = { stl: true, insert_feeds: true, list_id: obj(hers.body).id };
    expect((await make(intoList)).status).toBe(200);
    // kmyblue counts an own-timeline stl antenna against home: both have no list.
    expect((await make({ stl: true, insert_feeds: true })).status).toBe(422);
    expect((await make({ ltl: true })).status).toBe(200);
    expect((await make({ ltl: true })).body).toEqual({
      error: 'Validation failed: You have exceeded the limit of 1 ltl antennas',
    });
    let last = '';
    for (let i = 3; i < 30; i++) last = String(obj((await make({})).body).id);
    const full = 'Validation failed: You have exceeded the limit of 30 antennas';
    expect((await make({})).body).toEqual({ error: full });
    expect(
      (await grace(`/api/v1/antennas/${last}`, { method: 'PUT', body: { title: 'B' } })).body,
    ).toEqual({ error: full });
    expect(
      (await grace(`/api/v1/antennas/${last}/keywords`, { body: { keywords: ['ok'] } })).body,
    ).toEqual({ error: full });
    expect((await grace(`/api/v1/antennas/${last}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('collects matching posts into its own timeline and stream, and keeps excluded ones out', async () => {
    const id = await newAntenna({ title: 'Zebras' });
    const path = `/api/v1/antennas/${id}`;
    await call(`${path}/keywords`, { body: { keywords: ['zebra', 'okapi'] } });
    await call(`${path}/exclude_keywords`, { body: { keywords: ['crossing'] } });
    await call(`${path}/exclude_accounts`, { body: { account_ids: [ids.get('bob')] } });
    const ws = server.url.replace('http', 'ws');
    const stream = await StreamClient.open(
      `${ws}/api/v1/streaming?access_token=${tokens.get('demo')!}&stream=antenna&antenna=${id}`,
    );
    const other = await StreamClient.open(
      `${ws}/api/v1/streaming/antenna?antenna=${id}`,
      tokens.get('alice'),
    );
    expect(await other.waitFor(() => true)).toEqual({
      error: 'Not authorized to stream this antenna',
      status: 401,
    });
    await settle();

    const hit = await post('frank', { status: 'A zebra at the zoo' });
    const viaCw = await post('alice', { status: 'spoilers', spoiler_text: 'okapi inside' });
    const wrongCase = await post('frank', { status: 'ZEBRA' });
    const excludedWord = await post('frank', { status: 'zebra crossing' });
    const excludedAuthor = await post('bob', { status: 'my zebra' });
    const direct = await post('frank', { status: '@demo zebra', visibility: 'direct' });
    const shown = await antennaTimeline(id);
    expect(shown).toEqual(expect.arrayContaining([hit, viaCw]));
    for (const missing of [wrongCase, excludedWord, excludedAuthor, direct])
      expect(shown).not.toContain(missing);
    const update = await stream.waitFor((m) => m.event === 'update');
    expect(update.stream).toEqual(['antenna', id]);
    expect(obj(JSON.parse(update.payload)).id).toBe(hit);
    expect(await timeline('/api/v1/timelines/home')).not.toContain(hit); // frank is not followed
    expect((await as('alice', `/api/v1/timelines/antenna/${id}`)).status).toBe(404);

    await as('demo', `/api/v1/accounts/${ids.get('frank')!}/block`, { method: 'POST' });
    const blocked = await post('frank', { status: 'zebra again' });
    expect(await antennaTimeline(id)).not.toContain(blocked);
    expect(await antennaTimeline(id)).not.toContain(hit);
    await as('demo', `/api/v1/accounts/${ids.get('frank')!}/unblock`, { method: 'POST' });
    stream.close();
    other.close();
  });

  it('narrows to media, ignores boosts when asked, and delivers boosts as boosts', async () => {
    const media = await newAntenna({ title: 'Pictures', with_media_only: true });
    await call(`/api/v1/antennas/${media}/tags`, { body: { tags: ['snap'] } });
    const boosts = await newAntenna({ title: 'Boosted' });
    await call(`/api/v1/antennas/${boosts}/keywords`, { body: { keywords: ['narwhal'] } });
    const quiet = await newAntenna({ title: 'No boosts', ignore_reblog: true });
    await call(`/api/v1/antennas/${quiet}/keywords`, { body: { keywords: ['narwhal'] } });

    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(makePng(8, 8, () => [10, 20, 30]))], { type: 'image/png' }),
      'p.png',
    );
    const uploaded = await fetch(`${server.url}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get('frank')!}` },
      body: form,
    });
    const mediaId = String(obj(await uploaded.json()).id);
    const withPicture = await post('frank', { status: '#snap', media_ids: [mediaId] });
    const withoutPicture = await post('frank', { status: 'just words #snap' });
    expect(await antennaTimeline(media)).toEqual([withPicture]);
    expect(withoutPicture).not.toBe(withPicture);

    const original = await post('grace', { status: 'a narwhal', visibility: 'private' });
    const publicOne = await post('frank', { status: 'another narwhal' });
    const boost = String(
      obj((await as('alice', `/api/v1/statuses/${publicOne}/reblog`, { method: 'POST' })).body).id,
    );
    const boosted = await antennaTimeline(boosts);
    expect(boosted).toEqual(expect.arrayContaining([publicOne, boost]));
    expect(boosted).not.toContain(original); // grace's followers-only post: demo does not follow her
    const ignoring = await antennaTimeline(quiet);
    expect(ignoring).toContain(publicOne);
    expect(ignoring).not.toContain(boost);
  });

  it('inserts into home or a list, and a deleted list re-homes its first antenna', async () => {
    const home = await newAntenna({ title: 'Giraffes home', insert_feeds: true });
    await call(`/api/v1/antennas/${home}/keywords`, { body: { keywords: ['giraffe'] } });
    const listId = String(obj((await call('/api/v1/lists', { body: { title: 'Tall' } })).body).id);
    const intoList = await newAntenna({
      title: 'Giraffes list',
      insert_feeds: true,
      list_id: listId,
    });
    await call(`/api/v1/antennas/${intoList}/tags`, { body: { tags: ['tall'] } });
    const second = await newAntenna({ title: 'Second', insert_feeds: true, list_id: listId });

    const userStream = await StreamClient.open(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?access_token=${tokens.get('demo')!}&stream=user`,
    );
    await settle();
    const toHome = await post('frank', { status: 'a giraffe!' });
    const toList = await post('frank', { status: 'so #tall' });
    expect(await timeline('/api/v1/timelines/home')).toContain(toHome);
    expect(await timeline('/api/v1/timelines/home')).not.toContain(toList);
    expect(await timeline(`/api/v1/timelines/list/${listId}`)).toEqual([toList]);
    const update = await userStream.waitFor(
      (m) => m.event === 'update' && m.payload.includes(toHome),
    );
    expect(update.stream).toEqual(['user']);
    userStream.close();

    expect((await call(`/api/v1/lists/${listId}`, { method: 'DELETE' })).status).toBe(200);
    expect(obj((await call(`/api/v1/antennas/${intoList}`)).body)).toMatchObject({
      insert_feeds: true,
      list: null,
    });
    expect((await call(`/api/v1/antennas/${second}`)).status).toBe(404);
  });

  it('matches this instance’s domain and ANDs the kinds; stl and ltl ignore conditions', async () => {
    const both = await newAntenna({ title: 'Local alice' });
    await call(`/api/v1/antennas/${both}/domains`, { body: { domains: ['127.0.0.1'] } });
    await call(`/api/v1/antennas/${both}/accounts`, { body: { account_ids: [ids.get('alice')] } });
    const ltl = await newAntenna({ title: 'Local', ltl: true });
    const stl = await newAntenna({
      title: 'Social',
      stl: true,
      insert_feeds: true,
      list_id: String(obj((await call('/api/v1/lists', { body: { title: 'STL' } })).body).id),
    });
    const byAlice = await post('alice', { status: 'hello from alice' });
    const byFrank = await post('frank', { status: 'hello from frank' });
    const frankPrivate = await post('frank', { status: 'secret', visibility: 'private' });
    const boost = String(
      obj((await as('alice', `/api/v1/statuses/${byFrank}/reblog`, { method: 'POST' })).body).id,
    );
    // A boost is alice's too: antennas match the booster's account, as kmyblue does.
    expect(await antennaTimeline(both)).toEqual([boost, byAlice]);
    const local = await antennaTimeline(ltl);
    expect(local).toEqual(expect.arrayContaining([byAlice, byFrank]));
    expect(local).not.toContain(boost);
    expect(local).not.toContain(frankPrivate);
    const stlList = obj(obj((await call(`/api/v1/antennas/${stl}`)).body).list).id;
    const social = await timeline(`/api/v1/timelines/list/${String(stlList)}`);
    expect(social).toEqual(expect.arrayContaining([byAlice, byFrank, boost]));
  });
});
