/**
 * Who receives a post on which stream, and that each receiver's payload is exactly the status as
 * the REST API shows it to that reader (flags, reactions, filter results).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, signInAll, startTestServer, type TestServer } from './helpers';
import { settle, StreamClient, type StreamMessage } from './streamClient';

const READERS = ['demo', 'bob', 'carol', 'erin', 'frank', 'grace'] as const;
type Reader = (typeof READERS)[number];

describe('streaming fan-out', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let ids: Record<string, string>;
  const clients = new Map<Reader | 'visitor', StreamClient>();
  let friendsList: string;
  let sentinels = 0;

  beforeAll(async () => {
    server = await startTestServer();
    ({ tokens, ids } = await signInAll(server.url, ['alice', 'grace', ...READERS]));
    const as = (name: string, path: string, body: unknown = {}) =>
      api(server.url, path, { token: tokens[name], body });
    // frank blocks alice, erin mutes her; bob warns on "tea", carol hides it.
    await as('frank', `/api/v1/accounts/${ids.alice!}/block`);
    await as('erin', `/api/v1/accounts/${ids.alice!}/mute`);
    for (const [name, action] of [
      ['bob', 'warn'],
      ['carol', 'hide'],
    ] as const) {
      await as(name, '/api/v2/filters', {
        title: 'Tea',
        context: ['home', 'public'],
        filter_action: action,
        keywords_attributes: [{ keyword: 'tea', whole_word: true }],
      });
    }
    const lists = list((await api(server.url, '/api/v1/lists', { token: tokens.demo })).body);
    friendsList = String(lists.find((l) => l.title === 'Friends')!.id);

    const ws = server.url.replace('http', 'ws');
    for (const name of READERS) {
      const client = await StreamClient.open(
        `${ws}/api/v1/streaming?access_token=${tokens[name]!}`,
      );
      client.send({ type: 'subscribe', stream: 'user' });
      client.send({ type: 'subscribe', stream: 'public:local' });
      clients.set(name, client);
    }
    clients.get('demo')!.send({ type: 'subscribe', stream: 'list', list: friendsList });
    clients.set('visitor', await StreamClient.open(`${ws}/api/v1/streaming?stream=public:local`));
    await settle();
  }, 60_000);
  afterAll(async () => {
    for (const client of clients.values()) client.close();
    await (server as TestServer | undefined)?.close();
  });

  /**
   * What each connection got about a status since the last call, as "stream event" strings.
   * A public post by grace, whom no reader silenced, marks the end: a connection's events come
   * in order, so once it has the marker it has everything sent before.
   */
  async function received(statusId: string): Promise<Record<string, string[]>> {
    sentinels += 1;
    await api(server.url, '/api/v1/statuses', {
      token: tokens.grace,
      body: { status: `Marker ${String(sentinels)}` },
    });
    const isMarker = (m: StreamMessage) =>
      m.stream[0] === 'public:local' &&
      m.event === 'update' &&
      m.payload.includes(`Marker ${String(sentinels)}`);
    const result: Record<string, string[]> = {};
    for (const [name, client] of clients) {
      await client.waitFor(isMarker);
      const about = client.messages
        .splice(0)
        .filter((m) => ['update', 'status.update', 'delete'].includes(m.event))
        .filter((m) => m.payload === statusId || m.payload.includes(`"id":"${statusId}"`));
      result[name] = about.map((m) => `${m.stream.join(':')} ${m.event}`).sort();
      // Each payload is the status as this reader reads it through the API.
      for (const m of about.filter((x) => x.event !== 'delete')) {
        const token = name === 'visitor' ? undefined : tokens[name];
        const rest = await api(server.url, `/api/v1/statuses/${statusId}`, { token });
        expect(JSON.parse(m.payload), `${name} ${m.stream.join(':')}`).toEqual(rest.body);
      }
    }
    return result;
  }

  const post = async (body: Record<string, unknown>, token = tokens.alice) =>
    String(obj((await api(server.url, '/api/v1/statuses', { token, body })).body).id);

  it('sends a public post to followers, the list and public readers, not to who silenced the author', async () => {
    const id = await post({ status: 'Morning tea in the garden', visibility: 'public' });
    const home = ['public:local update', 'user update'];
    expect(await received(id)).toEqual({
      demo: [`list:${friendsList} update`, 'public:local update', 'user update'],
      bob: home,
      carol: home,
      erin: [],
      frank: [],
      grace: ['public:local update'],
      visitor: ['public:local update'],
    });
  });

  it('carries each reader’s filter results and their own reaction', async () => {
    const id = await post({ status: 'Afternoon tea', visibility: 'public' });
    await received(id);
    await api(server.url, `/api/v1/statuses/${id}/emoji_reactions/👍`, {
      token: tokens.demo,
      method: 'PUT',
    });
    const got = await received(id);
    expect(got.demo).toContain('user status.update');
    expect(got.bob).toContain('user status.update');
    expect(got.erin).toEqual([]);
  });

  it('keeps private, circle and direct posts to their audience', async () => {
    const secret = await post({ status: 'Only followers: tea', visibility: 'private' });
    expect(await received(secret)).toEqual({
      demo: [`list:${friendsList} update`, 'user update'],
      bob: ['user update'],
      carol: ['user update'],
      erin: [],
      frank: [],
      grace: [],
      visitor: [],
    });

    const circle = obj(
      (await api(server.url, '/api/v1/circles', { token: tokens.alice, body: { title: 'Tea' } }))
        .body,
    );
    await api(server.url, `/api/v1/circles/${String(circle.id)}/accounts`, {
      token: tokens.alice,
      body: { account_ids: [ids.demo, ids.carol] },
    });
    const limited = await post({
      status: 'Circle tea',
      visibility: 'limited',
      circle_id: String(circle.id),
    });
    const circleGot = await received(limited);
    expect(circleGot.bob).toEqual([]);
    expect(circleGot.carol).toEqual(['user update']);
    expect(circleGot.demo).toContain('user update');
    expect([
      ...circleGot.erin!,
      ...circleGot.frank!,
      ...circleGot.grace!,
      ...circleGot.visitor!,
    ]).toEqual([]);

    const direct = await post({ status: '@demo tea for two?', visibility: 'direct' });
    const directGot = await received(direct);
    expect(Object.values(directGot).flat()).toEqual([]);

    await api(server.url, `/api/v1/statuses/${secret}`, { token: tokens.alice, method: 'DELETE' });
    const deleted = await received(secret);
    expect(deleted.demo).toEqual([`list:${friendsList} delete`, 'user delete']);
    expect(deleted.bob).toEqual(['user delete']);
    expect(deleted.grace).toEqual([]);
  });

  it('sends an edit to the same readers as the post', async () => {
    const id = await post({ status: 'Evening coffee', visibility: 'public' });
    await received(id);
    await api(server.url, `/api/v1/statuses/${id}`, {
      token: tokens.alice,
      method: 'PUT',
      body: { status: 'Evening tea after all' },
    });
    const got = await received(id);
    expect(got.demo).toContain('user status.update');
    expect(got.carol).toEqual(['public:local status.update', 'user status.update']);
    expect(got.erin).toEqual([]);
    expect(got.frank).toEqual([]);
    expect(got.visitor).toEqual(['public:local status.update']);
  });
});
