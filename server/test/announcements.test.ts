import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('announcements', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  const announcements = async (token: string) =>
    list((await api(server.url, '/api/v1/announcements', { token })).body);

  it('lists the seeded ones with content, entities, reactions and read state', async () => {
    const [welcome, maintenance] = await announcements(demo);
    expect(String(welcome!.content)).toContain('class="u-url mention"');
    expect(list(welcome!.mentions).map((m) => m.username)).toEqual(['alice']);
    expect(list(welcome!.tags).map((t) => t.name)).toEqual(['kmyblue']);
    expect(list(welcome!.emojis).map((e) => e.shortcode)).toEqual(['blobcat']);
    expect(welcome!.read).toBe(false);
    const reactions = list(welcome!.reactions);
    expect(reactions.map((r) => [r.name, r.count, r.me])).toEqual([
      ['👍', 2, false],
      ['blobcat', 1, false],
    ]);
    expect(String(reactions[1]!.url)).toMatch(/^http/);
    expect(maintenance!.ends_at).not.toBeNull();
    expect((await api(server.url, '/api/v1/announcements')).status).toBe(401);
  });

  it('dismisses for the reader only', async () => {
    const [welcome] = await announcements(demo);
    const path = `/api/v1/announcements/${String(welcome!.id)}/dismiss`;
    expect((await api(server.url, path, { token: demo, body: {} })).status).toBe(200);
    expect((await announcements(demo))[0]!.read).toBe(true);
    expect((await announcements(alice))[0]!.read).toBe(false);
  });

  it('reacts and takes a reaction back, live on the user stream; refuses unknown emoji', async () => {
    const client = await StreamClient.open(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?access_token=${alice}&stream=user`,
    );
    await settle();
    const [welcome] = await announcements(demo);
    const id = String(welcome!.id);
    const path = (name: string) =>
      `/api/v1/announcements/${id}/reactions/${encodeURIComponent(name)}`;
    expect((await api(server.url, path('👍'), { token: demo, method: 'PUT' })).status).toBe(200);
    const event = await client.waitFor((m) => m.event === 'announcement.reaction');
    expect(JSON.parse(event.payload)).toEqual({ name: '👍', count: 3, announcement_id: id });
    const mine = list((await announcements(demo))[0]!.reactions).find((r) => r.name === '👍');
    expect(mine).toMatchObject({ count: 3, me: true });

    const unknown = await api(server.url, path('nope'), { token: demo, method: 'PUT' });
    expect(unknown.status).toBe(422);
    expect(obj(unknown.body).error).toBe('Validation failed: Name is not a recognized emoji');

    expect((await api(server.url, path('👍'), { token: demo, method: 'DELETE' })).status).toBe(200);
    expect((await api(server.url, path('👍'), { token: demo, method: 'DELETE' })).status).toBe(404);
    client.close();
  });

  it('streams what the sandbox publishes, changes and deletes', async () => {
    const client = await StreamClient.open(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?access_token=${demo}&stream=user`,
    );
    await settle();
    const id = await server.announcements.publish({ text: 'New: conversations!' });
    const published = await client.waitFor((m) => m.event === 'announcement');
    expect(obj(JSON.parse(published.payload))).toMatchObject({ id, read: false });
    expect((await announcements(demo)).map((a) => a.id)).toContain(id);
    await server.announcements.remove(id);
    const deleted = await client.waitFor((m) => m.event === 'announcement.delete');
    expect(deleted.payload).toBe(id);
    client.close();
  });
});
