/**
 * A third-party client library (megalodon) against a fresh sandbox: its server detection, its
 * OAuth flow, the reads and writes a client makes, and streaming.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import generator, { detector, type MegalodonInterface } from 'megalodon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, REDIRECT_URI, startTestServer, type TestServer } from './helpers';
import { makePng } from './png';

/** megalodon's own OAuth: register the app, sign in on the authorize page, fetch the token. */
async function signIn(base: string, username: string): Promise<string> {
  const client = generator('mastodon', base);
  const app = await client.registerApp('megalodon test', {
    scopes: ['read', 'write', 'follow', 'push'],
    redirect_uris: REDIRECT_URI,
  });
  const authorizeUrl = new URL(String(app.url));
  const form = Object.fromEntries(authorizeUrl.searchParams);
  const authorized = await api(base, '/oauth/authorize', {
    form: { ...form, username, password: 'password', decision: 'approve' },
  });
  const code = new URL(authorized.headers.get('location') ?? 'x:/').searchParams.get('code');
  if (!code) throw new Error(`no code: ${authorized.status}`);
  const token = await client.fetchAccessToken(app.client_id, app.client_secret, code, REDIRECT_URI);
  return token.access_token;
}

describe('megalodon against the sandbox', () => {
  let server: TestServer;
  let demo: MegalodonInterface;
  let alice: MegalodonInterface;
  let aliceId: string;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer();
    demo = generator('mastodon', server.url, await signIn(server.url, 'demo'));
    alice = generator('mastodon', server.url, await signIn(server.url, 'alice'));
    aliceId = (await alice.verifyAccountCredentials()).data.id;
    dir = await mkdtemp(join(tmpdir(), 'megalodon-test-'));
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('detects a Mastodon-compatible server', async () => {
    expect(await detector(server.url)).toBe('mastodon');
  });

  it('reads the account, timelines, a status and its thread', async () => {
    const me = await demo.verifyAccountCredentials();
    expect(me.data.username).toBe('demo');
    expect(me.data.source?.privacy).toBe('public');
    const home = await demo.getHomeTimeline({ limit: 20 });
    expect(home.data.length).toBe(20);
    const local = await demo.getPublicTimeline({ only_media: false, limit: 10 });
    expect(local.data.length).toBe(10);
    const first = home.data.find((s) => s.in_reply_to_id) ?? home.data[0]!;
    expect((await demo.getStatus(first.id)).data.id).toBe(first.id);
    const context = await demo.getStatusContext(first.id);
    expect(Array.isArray(context.data.ancestors)).toBe(true);
    const account = await demo.getAccount(aliceId);
    expect(account.data.acct).toBe('alice');
    const statuses = await demo.getAccountStatuses(aliceId, { limit: 5 });
    expect(statuses.data.length).toBeGreaterThan(0);
    expect(statuses.data.every((s) => s.account.id === aliceId)).toBe(true);
  });

  it('searches, lists notifications, and reads the instance, lists, filters and markers', async () => {
    const found = await demo.search('alice', { type: 'accounts' });
    expect(found.data.accounts.map((a) => a.acct)).toContain('alice');
    const notifications = await demo.getNotifications({ limit: 10 });
    expect(notifications.data.length).toBeGreaterThan(0);
    const instance = await demo.getInstance();
    expect(instance.data.uri).toBe(new URL(server.url).host);
    expect(instance.data.urls?.streaming_api).toBe(server.url.replace(/^http/, 'ws'));
    const lists = await demo.getLists();
    expect(lists.data.map((l) => l.title)).toContain('Friends');
    const filters = await demo.getFilters();
    expect(Array.isArray(filters.data)).toBe(true);
    const markers = await demo.getMarkers(['home', 'notifications']);
    expect(typeof markers.data).toBe('object');
  });

  it('posts, favourites, boosts, bookmarks and deletes', async () => {
    const posted = await demo.postStatus('Hello from megalodon', { visibility: 'public' });
    const status = 'id' in posted.data ? posted.data : null;
    if (!status || !('content' in status)) throw new Error('not a status');
    expect(status.content).toContain('Hello from megalodon');
    const other = (await alice.postStatus('Favourite me', { visibility: 'public' })).data;
    expect((await demo.favouriteStatus(other.id)).data.favourited).toBe(true);
    const boost = await demo.reblogStatus(other.id);
    expect(boost.data.reblog?.id).toBe(other.id);
    expect((await demo.bookmarkStatus(other.id)).data.bookmarked).toBe(true);
    await demo.deleteStatus(status.id);
    const gone = await api(server.url, `/api/v1/statuses/${status.id}`);
    expect(gone.status).toBe(404);
  });

  it('follows and unfollows', async () => {
    const frank = (await demo.lookupAccount('frank')).data;
    expect((await demo.followAccount(frank.id)).data.following).toBe(true);
    expect((await demo.unfollowAccount(frank.id)).data.following).toBe(false);
  });

  it('votes in a poll', async () => {
    const posted = await alice.postStatus('Tea or coffee?', {
      poll: { options: ['Tea', 'Coffee'], expires_in: 3600 },
      visibility: 'public',
    });
    const poll = 'poll' in posted.data ? posted.data.poll : null;
    if (!poll) throw new Error('no poll');
    const voted = await demo.votePoll(poll.id, [1]);
    expect(voted.data.voted).toBe(true);
    expect(voted.data.options[1]!.votes_count).toBe(1);
  });

  it('uploads media and posts it', async () => {
    const file = join(dir, 'dot.png');
    await writeFile(
      file,
      makePng(16, 16, () => [200, 40, 40]),
    );
    const uploaded = await demo.uploadMedia(createReadStream(file), { description: 'A red dot' });
    expect(uploaded.data.type).toBe('image');
    expect(uploaded.data.description).toBe('A red dot');
    const posted = await demo.postStatus('With a picture', { media_ids: [uploaded.data.id] });
    const status = 'media_attachments' in posted.data ? posted.data : null;
    const attached = status?.media_attachments ?? [];
    expect(attached.map((m) => m.id)).toEqual([uploaded.data.id]);
    expect(attached[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('streams a new local post within a few seconds', async () => {
    const stream = await demo.localStreaming();
    try {
      await new Promise<void>((resolve, reject) => {
        stream.on('connect', () => resolve());
        stream.on('error', reject);
      });
      const arrived = new Promise<string>((resolve, reject) => {
        const late = setTimeout(() => reject(new Error('no update within 5 s')), 5_000);
        stream.on('update', (status: { content: string }) => {
          if (!status.content.includes('Streamed to megalodon')) return;
          clearTimeout(late);
          resolve(status.content);
        });
      });
      await alice.postStatus('Streamed to megalodon', { visibility: 'public' });
      expect(await arrived).toContain('Streamed to megalodon');
    } finally {
      stream.stop();
    }
  });
});
