import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('clearing notifications and filtering them by type', () => {
  let server: TestServer;
  let demo = '';
  const groups = async (query = '') =>
    list(
      obj((await api(server.url, `/api/v2/notifications${query}`, { token: demo })).body)
        .notification_groups,
    );

  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('leaves out every type but the one asked for (exclude_types)', async () => {
    const others = ['follow', 'follow_request', 'favourite', 'reblog', 'emoji_reaction', 'poll'];
    const query = `?${others.map((t) => `exclude_types[]=${t}`).join('&')}`;
    const mentions = await groups(query);
    expect(mentions.length).toBeGreaterThan(0);
    expect(new Set(mentions.map((g) => g.type))).toEqual(new Set(['mention']));
  });

  it('clears every notification of the reader, by v1 and by v2', async () => {
    expect((await groups()).length).toBeGreaterThan(0);
    const cleared = await api(server.url, '/api/v1/notifications/clear', { token: demo, body: {} });
    expect(cleared.status).toBe(200);
    expect(await groups()).toEqual([]);
    const again = await api(server.url, '/api/v2/notifications/clear', { token: demo, body: {} });
    expect(again.status).toBe(200);
  });
});
