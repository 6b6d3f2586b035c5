import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('circles', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();
  const as = (name: string, path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: tokens.get(name)!, ...options });

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['demo', 'alice', 'bob', 'dave', 'grace']) {
      tokens.set(name, await tokenFor(server.url, name));
      const found = await api(server.url, `/api/v1/accounts/lookup?acct=${name}`);
      ids.set(name, String(obj(found.body).id));
    }
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('takes only followers as members, once, and at most 100 circles', async () => {
    const made = await as('demo', '/api/v1/circles', { body: { title: 'Inner' } });
    const members = `/api/v1/circles/${String(obj(made.body).id)}/accounts`;
    const add = (name: string) => as('demo', members, { body: { account_ids: [ids.get(name)] } });
    expect((await add('alice')).status).toBe(200);
    expect(await add('dave')).toMatchObject({ status: 404, body: { error: 'Record not found' } });
    expect((await add('alice')).status).toBe(422);

    for (let i = 0; i < 100; i++)
      expect((await as('grace', '/api/v1/circles', { body: { title: `C${i}` } })).status).toBe(200);
    expect((await as('grace', '/api/v1/circles', { body: { title: 'C100' } })).body).toEqual({
      error: 'Validation failed: You have reached the maximum number of lists',
    });
  });

  it('shows a circle post to its members and author only, everywhere', async () => {
    const circle = String(
      obj((await as('demo', '/api/v1/circles', { body: { title: 'Secret' } })).body).id,
    );
    await as('demo', `/api/v1/circles/${circle}/accounts`, {
      body: { account_ids: [ids.get('alice')] },
    });
    // bob follows demo and reads demo in a list and an antenna: none of them may leak the post.
    const bobList = String(
      obj((await as('bob', '/api/v1/lists', { body: { title: 'D' } })).body).id,
    );
    await as('bob', `/api/v1/lists/${bobList}/accounts`, {
      body: { account_ids: [ids.get('demo')] },
    });
    const bobAntenna = String(
      obj((await as('bob', '/api/v1/antennas', { body: { title: 'Q' } })).body).id,
    );
    await as('bob', `/api/v1/antennas/${bobAntenna}/keywords`, { body: { keywords: ['quokka'] } });
    const bobStl = String(
      obj((await as('bob', '/api/v1/antennas', { body: { title: 'S', stl: true } })).body).id,
    );

    const ws = server.url.replace('http', 'ws');
    const streams = await Promise.all(
      [
        'stream=user',
        'stream=public',
        'stream=public:local',
        'stream=hashtag&tag=quokka',
        `stream=list&list=${bobList}`,
        `stream=antenna&antenna=${bobAntenna}`,
      ].map((q) =>
        StreamClient.open(`${ws}/api/v1/streaming?access_token=${tokens.get('bob')!}&${q}`),
      ),
    );
    const aliceStream = await StreamClient.open(
      `${ws}/api/v1/streaming?access_token=${tokens.get('alice')!}&stream=user`,
    );
    await settle();

    const secret = String(
      obj(
        (
          await as('demo', '/api/v1/statuses', {
            body: { status: 'quokka #quokka secret', visibility: 'circle', circle_id: circle },
          })
        ).body,
      ).id,
    );
    const reply = String(
      obj(
        (
          await as('alice', '/api/v1/statuses', {
            body: { status: 'seen', in_reply_to_id: secret },
          })
        ).body,
      ).id,
    );
    const marker = String(
      obj(
        (await as('demo', '/api/v1/statuses', { body: { status: 'public quokka #quokka' } })).body,
      ).id,
    );
    await aliceStream.waitFor((m) => m.event === 'update' && m.payload.includes(secret));
    for (const stream of streams) await stream.waitFor((m) => m.payload.includes(marker));

    // A reply may name the post it answers (in_reply_to_id); the post itself must not appear.
    const bobSees = async (path: string) => JSON.stringify((await as('bob', path)).body);
    for (const path of [
      '/api/v1/timelines/home?limit=40',
      '/api/v1/timelines/public?limit=40',
      '/api/v1/timelines/public?local=true&limit=40',
      '/api/v1/timelines/tag/quokka',
      `/api/v1/timelines/list/${bobList}`,
      `/api/v1/timelines/antenna/${bobAntenna}`,
      `/api/v1/timelines/antenna/${bobStl}`,
      `/api/v1/accounts/${ids.get('demo')!}/statuses?limit=40`,
      `/api/v1/statuses/${reply}/context`,
      '/api/v2/search?q=quokka&type=statuses',
      '/api/v1/notifications',
      '/api/v2/notifications',
    ])
      expect(await bobSees(path), path).not.toContain(`"id":"${secret}"`);
    expect((await as('bob', `/api/v1/statuses/${secret}`)).status).toBe(404);
    for (const stream of streams) {
      expect(stream.messages.some((m) => m.payload.includes(`"id":"${secret}"`))).toBe(false);
      stream.close();
    }

    expect((await as('alice', `/api/v1/statuses/${secret}`)).status).toBe(200);
    expect(
      await JSON.stringify((await as('alice', '/api/v1/timelines/home?limit=40')).body),
    ).toContain(secret);
    const visitor = await api(server.url, `/api/v1/statuses/${secret}`);
    expect(visitor.status).toBe(404);
    aliceStream.close();
  });
});
