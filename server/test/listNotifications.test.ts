import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('list_status notifications (kmyblue)', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const call = (path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: tokens.demo, ...options });
  const newList = async (body: Record<string, unknown>, members: string[]) => {
    const id = String(obj((await call('/api/v1/lists', { body })).body).id);
    if (!members.length) return id;
    const added = await call(`/api/v1/lists/${id}/accounts`, {
      body: { account_ids: members.map((name) => ids[name]) },
    });
    expect(added.status).toBe(200);
    return id;
  };
  const post = async (who: string, status: string) =>
    String(
      obj(
        (await api(server.url, '/api/v1/statuses', { token: tokens[who], body: { status } })).body,
      ).id,
    );
  /** Demo's v1 list_status notifications about one status. */
  const v1About = async (statusId: string) =>
    list((await call('/api/v1/notifications?limit=80&types[]=list_status')).body).filter(
      (n) => obj(n.status).id === statusId,
    );
  const v2About = async (statusId: string) =>
    list(
      obj((await call('/api/v2/notifications?limit=80&types[]=list_status')).body)
        .notification_groups,
    ).filter((g) => g.status_id === statusId);

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['demo', 'alice', 'bob', 'carol']) {
      tokens[name] = await tokenFor(server.url, name);
      const me = await api(server.url, '/api/v1/accounts/verify_credentials', {
        token: tokens[name],
      });
      ids[name] = String(obj(me.body).id);
    }
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('tells the owner once per notifying list, with the post and the list, in v1 and v2', async () => {
    const watch = await newList({ title: 'Watch', notify: true }, ['alice', 'demo']);
    const also = await newList({ title: 'Also', notify: true }, ['alice']);
    await newList({ title: 'Quiet', notify: false }, ['alice', 'bob']);

    const status = await post('alice', 'Hello, lists');
    const v1 = await v1About(status);
    expect(v1.map((n) => obj(n.list).title).sort()).toEqual(['Also', 'Watch']);
    const fromWatch = v1.find((n) => obj(n.list).id === watch)!;
    expect(fromWatch).toMatchObject({
      type: 'list_status',
      account: { id: ids.alice },
      status: { id: status, content: expect.stringContaining('Hello, lists') as unknown },
      list: { id: watch, title: 'Watch', notify: true, exclusive: false },
    });
    expect(String(fromWatch.group_key)).toBe(`ungrouped-${String(fromWatch.id)}`);

    const groups = await v2About(status);
    expect(groups.map((g) => obj(g.list).id).sort()).toEqual([also, watch].sort());
    expect(groups.find((g) => obj(g.list).id === watch)).toMatchObject({
      type: 'list_status',
      notifications_count: 1,
      sample_account_ids: [ids.alice],
      list: { id: watch, title: 'Watch' },
    });

    // Bob is only in a list without notify; demo's own post tells no one.
    expect(await v1About(await post('bob', 'Quiet here'))).toEqual([]);
    expect(await v1About(await post('demo', 'My own post'))).toEqual([]);
  });

  it('arrives on the owner’s notification stream, and goes with the list', async () => {
    const id = await newList({ title: 'Carol', notify: true }, ['carol']);
    const stream = await StreamClient.open(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?access_token=${tokens.demo}&stream=user:notification`,
    );
    await settle();
    const status = await post('carol', 'Streamed to the list owner');
    const message = await stream.waitFor((m) => m.event === 'notification');
    stream.close();
    expect(message.stream).toEqual(['user:notification']);
    expect(JSON.parse(message.payload)).toMatchObject({
      type: 'list_status',
      status: { id: status },
      list: { id, title: 'Carol' },
    });

    expect(await v1About(status)).toHaveLength(1);
    expect((await call(`/api/v1/lists/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await v1About(status)).toEqual([]);
    expect(await v2About(status)).toEqual([]);
  });

  it('tells the owner of a post an antenna delivered into a notifying list', async () => {
    const id = await newList({ title: 'Antenna fed', notify: true }, []);
    const antenna = await call('/api/v1/antennas', {
      body: { title: 'Moths', insert_feeds: true, list_id: id },
    });
    await call(`/api/v1/antennas/${String(obj(antenna.body).id)}/keywords`, {
      body: { keywords: ['moth'] },
    });
    const status = await post('bob', 'A moth at the window');
    expect((await v1About(status)).map((n) => obj(n.list).id)).toEqual([id]);
  });
});
