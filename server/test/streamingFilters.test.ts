import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';

interface StreamMessage {
  event: string;
  payload: string;
}

describe('the stream respects mutes and filters', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
    bob = await tokenFor(server.url, 'bob');
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it("leaves out a muted author's posts and carries the reader's filter results", async () => {
    const aliceId = String(
      obj((await api(server.url, '/api/v1/accounts/verify_credentials', { token: alice })).body).id,
    );
    await api(server.url, `/api/v1/accounts/${aliceId}/mute`, { token: demo, body: {} });
    await api(server.url, '/api/v2/filters', {
      token: demo,
      body: {
        title: 'Rain',
        context: ['home'],
        filter_action: 'warn',
        keywords_attributes: [{ keyword: 'rain', whole_word: true }],
      },
    });

    const socket = new WebSocket(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?stream=user&access_token=${demo}`,
    );
    const updates: StreamMessage[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString()) as StreamMessage;
      if (message.event === 'update') updates.push(message);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });

    await api(server.url, '/api/v1/statuses', { token: alice, body: { status: 'Muted words' } });
    await api(server.url, '/api/v1/statuses', { token: bob, body: { status: 'Rain again today' } });
    await expect.poll(() => updates.length, { timeout: 5000 }).toBe(1);
    const status = JSON.parse(updates[0]!.payload) as { content: string; filtered: unknown[] };
    expect(status.content).toContain('Rain again today');
    expect(status.filtered).toEqual([
      expect.objectContaining({
        keyword_matches: ['rain'],
        filter: expect.objectContaining({ title: 'Rain' }) as unknown,
      }),
    ]);
    socket.close();
  });
});
