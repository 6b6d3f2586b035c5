/** Posts written ahead for a benchmark stream only when asked, at the asked rate, in order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, signInAll, startTestServer, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('the sandbox bench stream', () => {
  let server: TestServer;
  let client: StreamClient;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({
      tokens: { demo: token = '' },
    } = await signInAll(server.url, ['demo']));
    const ws = server.url.replace('http', 'ws');
    client = await StreamClient.open(`${ws}/api/v1/streaming?access_token=${token}`);
    client.send({ type: 'subscribe', stream: 'public:local' });
    await settle();
  }, 60_000);
  afterAll(async () => {
    client.close();
    await (server as TestServer | undefined)?.close();
  });

  it('writes posts without streaming them, then streams them at the rate asked', async () => {
    const texts = ['bench one', 'bench two', 'bench three', 'bench four', 'bench five'];
    const ids = await server.bench.writePosts('alice', texts);
    expect(ids).toHaveLength(5);
    // Written: the public timeline has them, the stream has not had them.
    const timeline = list(
      (await api(server.url, '/api/v1/timelines/public?local=true&limit=10', { token })).body,
    );
    expect(timeline.map((s) => s.id)).toEqual(expect.arrayContaining(ids));
    await settle();
    expect(client.messages.filter((m) => m.event === 'update')).toHaveLength(0);

    await server.bench.prepareStream(ids);
    await settle();
    expect(client.messages.filter((m) => m.event === 'update')).toHaveLength(0);
    const started = Date.now();
    await server.bench.sendPrepared(20);
    const took = Date.now() - started;
    await client.waitFor((m) => m.event === 'update' && m.payload.includes(ids[4]!));
    const streamed = client.messages
      .filter((m) => m.event === 'update')
      .map((m) => (JSON.parse(m.payload) as { id: string }).id);
    expect(streamed).toEqual(ids);
    // Five at 20 a second: the last goes 200 ms after the first.
    expect(took).toBeGreaterThanOrEqual(190);
  });
});
