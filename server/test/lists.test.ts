import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, links, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('lists', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let bob: string;
  let erin: string;
  const ids = new Map<string, string>();
  const call = (path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: demo, ...options });
  const newList = async (body: Record<string, unknown>) =>
    String(obj((await call('/api/v1/lists', { body })).body).id);
  const post = async (token: string, body: Record<string, unknown>) =>
    String(obj((await api(server.url, '/api/v1/statuses', { token, body })).body).id);
  const timeline = async (path: string) => list((await call(path)).body).map((s) => s.id);

  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
    bob = await tokenFor(server.url, 'bob');
    erin = await tokenFor(server.url, 'erin');
    for (const name of ['demo', 'alice', 'bob', 'carol', 'erin', 'frank']) {
      const found = await api(server.url, `/api/v1/accounts/lookup?acct=${name}`);
      ids.set(name, String(obj(found.body).id));
    }
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('creates, shows, updates and deletes a list with its kmyblue fields', async () => {
    const created = await call('/api/v1/lists', {
      body: { title: 'Work', replies_policy: 'followed', exclusive: true, notify: true },
    });
    expect(created.body).toEqual({
      id: String(obj(created.body).id),
      title: 'Work',
      replies_policy: 'followed',
      exclusive: true,
      notify: true,
      antennas: [],
    });
    const path = `/api/v1/lists/${String(obj(created.body).id)}`;
    const updated = await call(path, { method: 'PUT', form: { exclusive: 'false' } });
    expect(obj(updated.body)).toMatchObject({ title: 'Work', exclusive: false, notify: true });
    expect(obj((await call(path)).body).replies_policy).toBe('followed');
    expect((await api(server.url, path, { token: alice })).status).toBe(404);
    expect(list((await call('/api/v1/lists')).body).map((l) => l.title)).toContain('Work');
    expect((await call(path, { method: 'DELETE' })).body).toEqual({});
    expect((await call(path)).status).toBe(404);
  });

  it('refuses a bad replies_policy, a blank title and a 51st list', async () => {
    const bad = await call('/api/v1/lists', { body: { title: 'x', replies_policy: 'all' } });
    expect(bad).toMatchObject({
      status: 422,
      body: { error: "'all' is not a valid replies_policy" },
    });
    const blank = await call('/api/v1/lists', { body: { title: ' ' } });
    expect(blank).toMatchObject({
      status: 422,
      body: { error: "Validation failed: Title can't be blank" },
    });

    const grace = await tokenFor(server.url, 'grace');
    for (let i = 0; i < 50; i++) {
      const made = await api(server.url, '/api/v1/lists', {
        token: grace,
        body: { title: `L${i}` },
      });
      expect(made.status).toBe(200);
    }
    const over = await api(server.url, '/api/v1/lists', { token: grace, body: { title: 'L50' } });
    expect(over).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: You have reached the maximum number of lists' },
    });
  });

  it('adds only followed accounts, once, and pages or lists all members', async () => {
    const id = await newList({ title: 'Members' });
    const members = `/api/v1/lists/${id}/accounts`;
    const add = (accountIds: string[]) => call(members, { body: { account_ids: accountIds } });
    expect((await add([ids.get('alice')!, ids.get('bob')!])).body).toEqual({});
    expect((await add([ids.get('frank')!])).status).toBe(404); // frank is not followed
    expect((await add(['999999999'])).status).toBe(404);
    expect((await add([ids.get('alice')!])).status).toBe(422);
    await call(members, { form: { 'account_ids[]': ids.get('carol')! } });

    const all = list((await call(`${members}?limit=0`)).body).map((a) => a.username);
    expect(all.sort()).toEqual(['alice', 'bob', 'carol']);
    const first = await call(`${members}?limit=2`);
    expect(list(first.body)).toHaveLength(2);
    const next = links(first.headers).next!;
    const rest = await call(next.replace(server.url, ''));
    expect(list(rest.body)).toHaveLength(1);

    const held = list((await call(`/api/v1/accounts/${ids.get('bob')!}/lists`)).body);
    expect(held.map((l) => l.id)).toContain(id);

    await call(`${members}?account_ids[]=${ids.get('bob')!}`, { method: 'DELETE' });
    const left = list((await call(`${members}?limit=0`)).body).map((a) => a.username);
    expect(left.sort()).toEqual(['alice', 'carol']);
    const lists = list((await call(`/api/v1/accounts/${ids.get('bob')!}/lists`)).body);
    expect(lists.map((l) => l.id)).not.toContain(id);
  });

  it('shows members’ posts and boosts, and replies by the replies policy', async () => {
    const make = async (policy: string) => {
      const id = await newList({ title: policy, replies_policy: policy });
      await call(`/api/v1/lists/${id}/accounts`, {
        body: { account_ids: [ids.get('alice'), ids.get('bob')] },
      });
      return id;
    };
    const inList = await make('list');
    const followed = await make('followed');
    const none = await make('none');
    const bobPost = await post(bob, { status: 'bob says hi' });
    const carolPost = await post(await tokenFor(server.url, 'carol'), { status: 'carol here' });
    const frankPost = await post(await tokenFor(server.url, 'frank'), { status: 'frank here' });
    const demoPost = await post(demo, { status: 'demo here' });
    const plain = await post(alice, { status: 'plain' });
    const self = await post(alice, { status: 'more', in_reply_to_id: plain });
    const toOwner = await post(alice, { status: '@demo yes', in_reply_to_id: demoPost });
    const toMember = await post(alice, { status: '@bob yes', in_reply_to_id: bobPost });
    const toFollowed = await post(alice, { status: '@carol yes', in_reply_to_id: carolPost });
    const toStranger = await post(alice, { status: '@frank yes', in_reply_to_id: frankPost });
    const boost = String(
      obj(
        (
          await api(server.url, `/api/v1/statuses/${carolPost}/reblog`, {
            token: alice,
            method: 'POST',
          })
        ).body,
      ).id,
    );
    const byCarol = carolPost;

    const shown = async (id: string) => timeline(`/api/v1/timelines/list/${id}?limit=40`);
    const always = [plain, self, toOwner, boost, bobPost];
    const listed = await shown(inList);
    expect(listed).toEqual(expect.arrayContaining([...always, toMember]));
    expect(listed).not.toContain(toFollowed);
    expect(listed).not.toContain(toStranger);
    expect(listed).not.toContain(byCarol);
    const byFollowed = await shown(followed);
    expect(byFollowed).toEqual(expect.arrayContaining([...always, toMember, toFollowed]));
    expect(byFollowed).not.toContain(toStranger);
    const byNone = await shown(none);
    expect(byNone).toEqual(expect.arrayContaining(always));
    expect(byNone).not.toContain(toMember);
    expect(byNone).not.toContain(toFollowed);

    const page = await call(`/api/v1/timelines/list/${inList}?limit=2`);
    expect(list(page.body).map((s) => s.id)).toEqual(listed.slice(0, 2));
    expect(links(page.headers).next).toContain('max_id=');
    expect(
      (await api(server.url, `/api/v1/timelines/list/${inList}`, { token: alice })).status,
    ).toBe(404);
  });

  it('keeps members of an exclusive list out of home and the user stream', async () => {
    const id = await newList({ title: 'Only here', exclusive: true });
    await call(`/api/v1/lists/${id}/accounts`, { body: { account_ids: [ids.get('erin')] } });
    const stream = await StreamClient.open(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?access_token=${demo}&stream=user`,
    );
    await settle();
    const hidden = await post(erin, { status: 'exclusive erin' });
    const visible = await post(alice, { status: 'ordinary alice' });
    await stream.waitFor((m) => m.event === 'update' && obj(JSON.parse(m.payload)).id === visible);
    const home = await timeline('/api/v1/timelines/home?limit=40');
    expect(home).toContain(visible);
    expect(home).not.toContain(hidden);
    expect(await timeline(`/api/v1/timelines/list/${id}`)).toContain(hidden);
    expect(stream.messages.some((m) => m.payload.includes(hidden))).toBe(false);
    stream.close();
    await call(`/api/v1/lists/${id}`, { method: 'PUT', body: { exclusive: false } });
    expect(await timeline('/api/v1/timelines/home?limit=40')).toContain(hidden);
  });

  it('streams a list to its owner only, by query or path', async () => {
    const id = await newList({ title: 'Streamed', replies_policy: 'none' });
    await call(`/api/v1/lists/${id}/accounts`, { body: { account_ids: [ids.get('bob')] } });
    const ws = server.url.replace('http', 'ws');
    const byQuery = await StreamClient.open(
      `${ws}/api/v1/streaming?access_token=${demo}&stream=list&list=${id}`,
    );
    const byPath = await StreamClient.open(`${ws}/api/v1/streaming/list?list=${id}`, demo);
    const other = await StreamClient.open(`${ws}/api/v1/streaming?access_token=${alice}`);
    other.send({ type: 'subscribe', stream: 'list', list: id });
    expect(await other.waitFor(() => true)).toEqual({
      error: 'Not authorized to stream this list',
      status: 401,
    });
    await settle();
    const replyElsewhere = await post(bob, {
      status: '@alice hm',
      in_reply_to_id: await post(alice, { status: 'q' }),
    });
    const shown = await post(bob, { status: 'to the list' });
    for (const client of [byQuery, byPath]) {
      const update = await client.waitFor((m) => m.event === 'update');
      expect(update.stream).toEqual(['list', id]);
      expect(obj(JSON.parse(update.payload)).id).toBe(shown);
      expect(client.messages.some((m) => m.payload.includes(replyElsewhere))).toBe(false);
    }
    await api(server.url, `/api/v1/statuses/${shown}`, { token: bob, method: 'DELETE' });
    const deleted = await byQuery.waitFor((m) => m.event === 'delete');
    expect(deleted).toMatchObject({ stream: ['list', id], payload: shown });
    for (const client of [byQuery, byPath, other]) client.close();
  });
});
