/**
 * Streams under load and their end: the work for a post does not grow with the streams open, a
 * post answers before its fan-out is done, and revoking a token closes its streams.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, obj, signInAll, signInWithApp, startTestServer, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

/** The seeded readers who follow demo: each of their user streams gets demo's posts. */
const FOLLOWERS = ['alice', 'bob', 'carol', 'erin', 'frank', 'grace'];

describe('streaming under load', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let ws: string;
  const open: StreamClient[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    ({ tokens } = await signInAll(server.url, ['demo', ...FOLLOWERS]));
    ws = server.url.replace('http', 'ws');
  }, 60_000);
  afterAll(async () => {
    for (const client of open) client.close();
    await (server as TestServer | undefined)?.close();
  });

  /**
   * Counts the database queries made from now on, but for the scheduled posts' periodic check,
   * which runs whenever its timer says, whatever the test does.
   */
  function countQueries(): { readonly count: number; stop(): void } {
    const db = server.db;
    const original = db.query.bind(db);
    let count = 0;
    db.query = ((...args: Parameters<typeof original>) => {
      if (!args[0].startsWith('select * from scheduled_statuses')) count += 1;
      return original(...args);
    }) as typeof db.query;
    return {
      get count() {
        return count;
      },
      stop: () => {
        db.query = original;
      },
    };
  }

  /** User streams of demo's followers, `each` per follower (distinct tokens). */
  async function openUserStreams(each: number): Promise<StreamClient[]> {
    const clients: StreamClient[] = [];
    for (let i = 0; i < each; i++) {
      for (const name of FOLLOWERS) {
        const client = await StreamClient.open(
          `${ws}/api/v1/streaming?stream=user&access_token=${tokens[name]!}`,
        );
        clients.push(client);
        open.push(client);
      }
    }
    await settle();
    return clients;
  }

  /** Posts as demo and waits until every client has it; the queries that took. */
  async function postAndDeliver(clients: StreamClient[], text: string): Promise<number> {
    const counter = countQueries();
    const posted = await api(server.url, '/api/v1/statuses', {
      token: tokens.demo,
      body: { status: text },
    });
    const id = String(obj(posted.body).id);
    for (const client of clients)
      await client.waitFor((m) => m.event === 'update' && m.payload.includes(`"id":"${id}"`));
    counter.stop();
    return counter.count;
  }

  it('reads the database as often for a post with 102 streams open as with 6', async () => {
    const few = await openUserStreams(1);
    await postAndDeliver(few, 'Warming up');
    const withFew = await postAndDeliver(few, 'Six streams listening');
    const many = [...few, ...(await openUserStreams(16))];
    const withMany = await postAndDeliver(many, 'A hundred and two streams listening');
    // Renderings are per distinct view, not per stream: the same readers, the same reads.
    expect(withMany).toBe(withFew);
    for (const client of many) {
      const got = client.messages.filter((m) => m.payload.includes('A hundred and two streams'));
      expect(got).toHaveLength(1);
    }
  });

  it('answers a post and other requests while its fan-out to 102 streams is held up', async () => {
    const clients = open.slice(0, 102);
    // Hold the fan-out at its read of the readers' flags, a query only streaming makes.
    const db = server.db;
    const original = db.query.bind(db);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    db.query = (async (...args: Parameters<typeof original>) => {
      if (args[0].includes('with tree as')) {
        held = true;
        await gate;
      }
      return original(...args);
    }) as typeof db.query;
    try {
      const posted = await api(server.url, '/api/v1/statuses', {
        token: tokens.demo,
        body: { status: 'Answer me first' },
      });
      expect(posted.status).toBe(200);
      await expect.poll(() => held).toBe(true);
      const instance = await api(server.url, '/api/v1/instance');
      expect(instance.status).toBe(200);
      const early = clients.filter((c) => c.messages.some((m) => m.payload.includes('Answer me')));
      expect(early).toHaveLength(0);
    } finally {
      release();
      db.query = original;
    }
    for (const client of clients) await client.waitFor((m) => m.payload.includes('Answer me'));
  });

  it('closes the streams of a revoked token and refuses it afterwards', async () => {
    const { token, app } = await signInWithApp(server.url, 'alice');
    const url = `${ws}/api/v1/streaming?stream=user&access_token=${token}`;
    const revokedStreams = [await StreamClient.open(url), await StreamClient.open(url)];
    const other = await StreamClient.open(
      `${ws}/api/v1/streaming?stream=user&access_token=${tokens.alice!}`,
    );
    open.push(other);
    const closes = revokedStreams.map(
      (client) =>
        new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code))),
    );
    await settle();

    // As the client signs out: the app's credentials and the token.
    const revoked = await api(server.url, '/oauth/revoke', {
      form: { token, client_id: app.clientId, client_secret: app.clientSecret },
    });
    expect(revoked.status).toBe(200);
    expect(await Promise.all(closes)).toEqual([1008, 1008]);
    await expect(StreamClient.open(url)).rejects.toThrow('401');

    // Another token of the same account keeps streaming.
    await api(server.url, '/api/v1/statuses', {
      token: tokens.demo,
      body: { status: 'Still listening' },
    });
    await other.waitFor((m) => m.event === 'update' && m.payload.includes('Still listening'));
  });
});
