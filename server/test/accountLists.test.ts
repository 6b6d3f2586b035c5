import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snowflakeNow } from '../ids';
import { api, links, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('follow requests, domain blocks, hidden collections and the directory', () => {
  let server: TestServer;
  let demo: string;
  let heidi: string;
  const ids = new Map<string, string>();
  const id = (name: string) => ids.get(name)!;
  const call = (path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: demo, ...options });
  const notificationTypes = async (token: string, from: string) =>
    list((await api(server.url, '/api/v1/notifications?limit=40', { token })).body)
      .filter((n) => obj(n.account).id === id(from))
      .map((n) => n.type);

  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    heidi = await tokenFor(server.url, 'heidi');
    for (const name of ['demo', 'alice', 'heidi', 'ivan', 'bob']) {
      const found = await api(server.url, `/api/v1/accounts/lookup?acct=${name}`);
      ids.set(name, String(obj(found.body).id));
    }
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('seeds a pending request from ivan, counted in verify_credentials', async () => {
    const me = obj((await call('/api/v1/accounts/verify_credentials')).body);
    expect(obj(me.source).follow_requests_count).toBe(1);
    const requests = list((await call('/api/v1/follow_requests')).body);
    expect(requests.map((a) => a.acct)).toEqual(['ivan']);
    const [relationship] = list(
      (await call(`/api/v1/accounts/relationships?id[]=${id('ivan')}`)).body,
    );
    expect(relationship).toMatchObject({ requested_by: true, followed_by: false });
  });

  it('asks a locked account: requested, no follow, a follow_request notification; unfollow cancels', async () => {
    const requested = obj(
      (await call(`/api/v1/accounts/${id('heidi')}/follow`, { body: {} })).body,
    );
    expect(requested).toMatchObject({ following: false, requested: true });
    expect(await notificationTypes(heidi, 'demo')).toEqual(['follow_request']);
    const theirs = list((await api(server.url, '/api/v1/follow_requests', { token: heidi })).body);
    expect(theirs.map((a) => a.acct)).toEqual(['demo']);
    const cancelled = obj(
      (await call(`/api/v1/accounts/${id('heidi')}/unfollow`, { body: {} })).body,
    );
    expect(cancelled).toMatchObject({ following: false, requested: false });
    expect(list((await api(server.url, '/api/v1/follow_requests', { token: heidi })).body)).toEqual(
      [],
    );
    expect(await notificationTypes(heidi, 'demo')).toEqual([]);
  });

  it('authorizes a request into a follow, with a follow notification; rejects another', async () => {
    await call(`/api/v1/accounts/${id('heidi')}/follow`, { body: {} });
    const alice = await tokenFor(server.url, 'alice');
    await api(server.url, `/api/v1/accounts/${id('heidi')}/follow`, { token: alice, body: {} });
    const page = await api(server.url, '/api/v1/follow_requests?limit=1', { token: heidi });
    expect(list(page.body).map((a) => a.acct)).toEqual(['alice']);
    expect(links(page.headers).next).toContain('max_id=');
    const nextUrl = new URL(links(page.headers).next!);
    const next = await api(server.url, nextUrl.pathname + nextUrl.search, { token: heidi });
    expect(list(next.body).map((a) => a.acct)).toEqual(['demo']);

    const authorized = await api(server.url, `/api/v1/follow_requests/${id('demo')}/authorize`, {
      token: heidi,
      body: {},
    });
    expect(obj(authorized.body)).toMatchObject({
      id: id('demo'),
      followed_by: true,
      requested_by: false,
    });
    expect(await notificationTypes(heidi, 'demo')).toEqual(['follow']);
    const [mine] = list((await call(`/api/v1/accounts/relationships?id[]=${id('heidi')}`)).body);
    expect(mine).toMatchObject({ following: true, requested: false });

    const rejected = await api(server.url, `/api/v1/follow_requests/${id('alice')}/reject`, {
      token: heidi,
      body: {},
    });
    expect(obj(rejected.body)).toMatchObject({ followed_by: false, requested_by: false });
    expect(list((await api(server.url, '/api/v1/follow_requests', { token: heidi })).body)).toEqual(
      [],
    );
    const again = await api(server.url, `/api/v1/follow_requests/${id('alice')}/reject`, {
      token: heidi,
      body: {},
    });
    expect(again.status).toBe(404);
  });

  it('a block drops a pending request both ways', async () => {
    const bob = await tokenFor(server.url, 'bob');
    await api(server.url, `/api/v1/accounts/${id('heidi')}/follow`, { token: bob, body: {} });
    await api(server.url, `/api/v1/accounts/${id('bob')}/block`, { token: heidi, body: {} });
    expect(list((await api(server.url, '/api/v1/follow_requests', { token: heidi })).body)).toEqual(
      [],
    );
    const [relationship] = list(
      (await api(server.url, `/api/v1/accounts/relationships?id[]=${id('heidi')}`, { token: bob }))
        .body,
    );
    expect(relationship).toMatchObject({ requested: false, blocked_by: true });
  });

  it("hides a hide_network account's followers and follows from others, not from itself", async () => {
    const heidiAccount = obj((await call(`/api/v1/accounts/${id('heidi')}`)).body);
    expect(heidiAccount).toMatchObject({ locked: true, hide_collections: true });
    expect(obj(heidiAccount.other_settings).hide_network).toBe(true);
    expect((await call(`/api/v1/accounts/${id('heidi')}/followers`)).body).toEqual([]);
    const own = await api(server.url, `/api/v1/accounts/${id('heidi')}/followers`, {
      token: heidi,
    });
    expect(list(own.body).map((a) => a.acct)).toContain('demo');
  });

  it('lists, adds and removes domain blocks with Link paging', async () => {
    for (const domain of ['one.example', 'Two.Example', 'three.example']) {
      expect((await call('/api/v1/domain_blocks', { body: { domain } })).body).toEqual({});
    }
    const first = await call('/api/v1/domain_blocks?limit=2');
    expect(first.body).toEqual(['three.example', 'two.example']);
    const next = new URL(links(first.headers).next!);
    expect((await call(next.pathname + next.search)).body).toEqual(['one.example']);
    await call('/api/v1/domain_blocks', { method: 'DELETE', body: { domain: 'two.example' } });
    await call('/api/v1/domain_blocks?domain=one.example', { method: 'DELETE' });
    expect((await call('/api/v1/domain_blocks')).body).toEqual(['three.example']);
    expect((await call('/api/v1/domain_blocks', { body: {} })).status).toBe(422);
    expect((await api(server.url, '/api/v1/domain_blocks')).status).toBe(401);
  });

  it("purges a blocked domain's accounts: follows both ways end and their posts leave home", async () => {
    const remote = snowflakeNow();
    await server.db.query(
      `insert into accounts (id, username, display_name, password_hash, created_at, domain)
       values ($1, 'zed', 'Zed', '', now(), 'far.example')`,
      [remote],
    );
    await server.db.query(
      `insert into follows (id, account_id, target_account_id, created_at)
       values ($1, $2, $3, now()), ($4, $3, $2, now())`,
      [snowflakeNow(), id('demo'), remote, snowflakeNow()],
    );
    await server.db.query(
      `insert into statuses (id, account_id, text, created_at) values ($1, $2, 'from afar', now())`,
      [snowflakeNow(), remote],
    );
    const home = async () =>
      list((await call('/api/v1/timelines/home')).body).map((s) => obj(s.account).acct);
    expect(await home()).toContain('zed@far.example');
    await call('/api/v1/domain_blocks', { body: { domain: 'far.example' } });
    expect(await home()).not.toContain('zed@far.example');
    const [relationship] = list((await call(`/api/v1/accounts/relationships?id[]=${remote}`)).body);
    expect(relationship).toMatchObject({
      following: false,
      followed_by: false,
      domain_blocking: true,
    });
  });

  it('pages the directory by offset, active or new, discoverable accounts only', async () => {
    await server.db.query(`update accounts set discoverable = false where username = 'bob'`);
    const page = async (query: string) =>
      list((await api(server.url, `/api/v1/directory?${query}`)).body).map((a) => a.acct);
    const first = await page('limit=20');
    const second = await page('limit=20&offset=20');
    expect(first).toHaveLength(20);
    expect(second.length).toBeGreaterThan(0);
    expect(first.filter((acct) => second.includes(acct))).toEqual([]);
    expect([...first, ...second]).not.toContain('bob');
    expect(first.slice(0, 1)).not.toEqual(['jun_reads']);
    const newest = await page('order=new&limit=2');
    expect(newest).toEqual(['zed@far.example', 'ivan']);
    expect(await page('order=new&limit=1&local=true')).toEqual(['ivan']);
  });
});
