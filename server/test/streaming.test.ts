import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('streaming', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let ws: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
    ws = server.url.replace('http', 'ws');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('answers the health check', async () => {
    const response = await fetch(`${server.url}/api/v1/streaming/health`);
    expect(await response.text()).toBe('OK');
  });

  it('sends update and delete to user and public:local subscribers', async () => {
    const client = await StreamClient.open(`${ws}/api/v1/streaming?access_token=${demo}`);
    client.send({ type: 'subscribe', stream: 'user' });
    client.send({ type: 'subscribe', stream: 'public:local' });
    client.send({ type: 'subscribe', stream: 'hashtag', tag: 'Streaming' });
    await settle();

    const posted = obj(
      (
        await api(server.url, '/api/v1/statuses', {
          token: alice,
          body: { status: 'Live from alice #streaming' },
        })
      ).body,
    );
    const id = String(posted.id);
    const home = await client.waitFor((m) => m.event === 'update' && m.stream[0] === 'user');
    expect(obj(JSON.parse(home.payload)).id).toBe(id);
    const local = await client.waitFor(
      (m) => m.event === 'update' && m.stream[0] === 'public:local',
    );
    expect(obj(JSON.parse(local.payload)).content).toContain('Live from alice');
    const tag = await client.waitFor((m) => m.event === 'update' && m.stream[0] === 'hashtag');
    expect(tag.stream).toEqual(['hashtag', 'streaming']);

    await api(server.url, `/api/v1/statuses/${id}`, { token: alice, method: 'DELETE' });
    const deletedHome = await client.waitFor((m) => m.event === 'delete' && m.stream[0] === 'user');
    expect(deletedHome.payload).toBe(id);
    await client.waitFor((m) => m.event === 'delete' && m.stream[0] === 'public:local');
    client.close();
  });

  it('computes per-user flags for the receiver and sends notifications', async () => {
    const client = await StreamClient.open(`${ws}/api/v1/streaming/?stream=user`, demo);
    await settle();
    const favourite = obj(
      (await api(server.url, '/api/v1/statuses', { token: demo, body: { status: 'Mine' } })).body,
    );
    await api(server.url, `/api/v1/statuses/${String(favourite.id)}/favourite`, {
      token: alice,
      method: 'POST',
    });
    const notification = await client.waitFor((m) => m.event === 'notification');
    expect(notification.stream).toEqual(['user']);
    expect(obj(JSON.parse(notification.payload))).toMatchObject({ type: 'favourite' });

    await api(server.url, '/api/v1/statuses', { token: alice, body: { status: 'Hello @demo' } });
    const mention = await client.waitFor(
      (m) => m.event === 'notification' && obj(JSON.parse(m.payload)).type === 'mention',
    );
    expect(obj(obj(JSON.parse(mention.payload)).status).content).toContain('Hello');

    const own = await client.waitFor(
      (m) => m.event === 'update' && obj(JSON.parse(m.payload)).id === favourite.id,
    );
    expect(obj(JSON.parse(own.payload)).favourited).toBe(false);
    client.close();
  });

  it('sends an emoji reaction to the author as an emoji_reaction notification', async () => {
    const client = await StreamClient.open(`${ws}/api/v1/streaming/?stream=user`, demo);
    await settle();
    const mine = obj(
      (await api(server.url, '/api/v1/statuses', { token: demo, body: { status: 'React!' } })).body,
    );
    await api(server.url, `/api/v1/statuses/${String(mine.id)}/react/blobcat`, {
      token: alice,
      method: 'POST',
    });
    const reaction = await client.waitFor(
      (m) => m.event === 'notification' && obj(JSON.parse(m.payload)).type === 'emoji_reaction',
    );
    expect(reaction.stream).toEqual(['user']);
    const payload = obj(JSON.parse(reaction.payload));
    expect(obj(payload.status).id).toBe(mine.id);
    expect(obj(payload.emoji_reaction)).toMatchObject({ name: 'blobcat', count: 1, me: false });
    expect(String(payload.group_key)).toMatch(/^emoji_reaction-/);
    client.close();
  });

  it('keeps private posts to followers and refuses bad tokens and unauthenticated user streams', async () => {
    const visitor = await StreamClient.open(`${ws}/api/v1/streaming`);
    visitor.send({ type: 'subscribe', stream: 'user' });
    const refused = await visitor.waitFor(() => true);
    expect(refused).toMatchObject({ status: 401 });
    visitor.send({ type: 'subscribe', stream: 'public' });
    await settle();
    await api(server.url, '/api/v1/statuses', {
      token: alice,
      body: { status: 'followers only', visibility: 'private' },
    });
    await api(server.url, '/api/v1/statuses', { token: alice, body: { status: 'for everyone' } });
    const update = await visitor.waitFor((m) => m.event === 'update');
    expect(obj(JSON.parse(update.payload)).content).toContain('for everyone');
    expect(visitor.messages.filter((m) => m.event === 'update')).toHaveLength(1);
    visitor.close();

    await expect(StreamClient.open(`${ws}/api/v1/streaming?access_token=nope`)).rejects.toThrow(
      '401',
    );
  });
});
