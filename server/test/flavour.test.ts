import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { StreamClient } from './streamClient';

describe('vanilla Mastodon flavour', () => {
  let server: TestServer;
  let demo: string;
  beforeAll(async () => {
    server = await startTestServer({ flavour: 'mastodon' });
    demo = await tokenFor(server.url, 'demo');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('describes itself as plain Mastodon', async () => {
    for (const path of ['/api/v2/instance', '/api/v1/instance']) {
      const instance = obj((await api(server.url, path)).body);
      expect(instance.version).toBe('4.3.0');
      expect(instance).not.toHaveProperty('fedibird_capabilities');
      expect(instance.api_versions).toEqual({ mastodon: 2 });
      expect(obj(instance.configuration)).not.toHaveProperty('emoji_reactions');
    }
  });

  it('answers 404 on kmyblue’s own routes and keeps lists without kmyblue fields', async () => {
    const status = String(
      obj((await api(server.url, '/api/v1/statuses', { token: demo, body: { status: 'hi' } })).body)
        .id,
    );
    const gone = [
      ['GET', '/api/v1/antennas'],
      ['POST', '/api/v1/antennas'],
      ['GET', '/api/v1/timelines/antenna/1'],
      ['GET', '/api/v1/accounts/1/antennas'],
      ['GET', '/api/v1/circles'],
      ['GET', '/api/v1/bookmark_categories'],
      ['GET', `/api/v1/statuses/${status}/bookmark_categories`],
      ['GET', '/api/v1/reaction_deck'],
      ['PUT', `/api/v1/statuses/${status}/emoji_reactions/👍`],
      ['POST', `/api/v1/statuses/${status}/emoji_reactions`],
      ['POST', `/api/v1/statuses/${status}/emoji_unreaction`],
      ['GET', `/api/v1/statuses/${status}/emoji_reactioned_by`],
      ['GET', '/api/v1/emoji_reactions'],
      ['GET', `/api/v1/statuses/${status}/referred_by`],
      ['GET', `/api/v1/statuses/${status}/references`],
    ];
    for (const [method, path] of gone) {
      const response = await api(server.url, encodeURI(path!), { token: demo, method });
      expect(response, `${method!} ${path!}`).toMatchObject({
        status: 404,
        body: { error: 'Record not found' },
      });
    }
    const lists = await api(server.url, '/api/v1/lists', { token: demo });
    expect(lists.status).toBe(200);
    expect(obj((lists.body as unknown[])[0])).toEqual({
      id: expect.stringMatching(/^\d+$/) as unknown,
      title: 'Friends',
      replies_policy: 'list',
      exclusive: false,
    });
  });

  it('keeps a list from notifying, as Mastodon has no list notifications', async () => {
    const alice = await tokenFor(server.url, 'alice');
    const aliceId = String(
      obj((await api(server.url, '/api/v1/accounts/lookup?acct=alice')).body).id,
    );
    const made = await api(server.url, '/api/v1/lists', {
      token: demo,
      body: { title: 'Loud', notify: true },
    });
    const path = `/api/v1/lists/${String(obj(made.body).id)}`;
    await api(server.url, `${path}/accounts`, { token: demo, body: { account_ids: [aliceId] } });
    await api(server.url, '/api/v1/statuses', { token: alice, body: { status: 'to the list' } });
    const found = await api(server.url, '/api/v1/notifications?types[]=list_status', {
      token: demo,
    });
    expect(found.body).toEqual([]);
  });

  it('has no antenna stream', async () => {
    const ws = server.url.replace('http', 'ws');
    const client = await StreamClient.open(`${ws}/api/v1/streaming?access_token=${demo}`);
    client.send({ type: 'subscribe', stream: 'antenna', antenna: '1' });
    expect(await client.waitFor(() => true)).toEqual({ error: 'Unknown stream type', status: 400 });
    client.close();
  });
});
