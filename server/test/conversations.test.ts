import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, links, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

const accountsOf = (conversation: Record<string, unknown>) =>
  list(conversation.accounts).map((a) => a.username);

describe('conversations', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
    bob = await tokenFor(server.url, 'bob');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  const conversationsOf = async (token: string, query = '') =>
    list((await api(server.url, `/api/v1/conversations${query}`, { token })).body);

  it('seeds demo and alice talking, unread for demo and read for alice', async () => {
    const [forDemo] = await conversationsOf(demo);
    expect(accountsOf(forDemo!)).toEqual(['alice']);
    expect(forDemo!.unread).toBe(true);
    expect(String(obj(forDemo!.last_status).content)).toContain('see you at the gate');
    const [forAlice] = await conversationsOf(alice);
    expect(accountsOf(forAlice!)).toEqual(['demo']);
    expect(forAlice!.unread).toBe(false);
  });

  it('marks read and unread (kmyblue), and deletes for the reader only', async () => {
    const [conversation] = await conversationsOf(demo);
    const id = String(conversation!.id);
    const read = await api(server.url, `/api/v1/conversations/${id}/read`, {
      token: demo,
      body: {},
    });
    expect(obj(read.body).unread).toBe(false);
    const unread = await api(server.url, `/api/v1/conversations/${id}/unread`, {
      token: demo,
      body: {},
    });
    expect(obj(unread.body).unread).toBe(true);
    const other = await api(server.url, `/api/v1/conversations/${id}/read`, {
      token: bob,
      body: {},
    });
    expect(other.status).toBe(404);
  });

  it('a direct post makes a conversation for each participant, newest first, live on direct', async () => {
    const client = await StreamClient.open(
      `${server.url.replace('http', 'ws')}/api/v1/streaming?access_token=${demo}&stream=direct`,
    );
    await settle();
    const posted = obj(
      (
        await api(server.url, '/api/v1/statuses', {
          token: bob,
          body: { status: '@demo @alice a secret plan', visibility: 'direct' },
        })
      ).body,
    );
    const message = await client.waitFor((m) => m.event === 'conversation');
    client.close();
    expect(message.stream).toEqual(['direct']);
    const streamed = obj(JSON.parse(message.payload));
    expect(obj(streamed.last_status).id).toBe(posted.id);
    expect(streamed.unread).toBe(true);
    expect(accountsOf(streamed).sort()).toEqual(['alice', 'bob']);

    const [newest, older] = await conversationsOf(demo);
    expect(newest!.id).toBe(streamed.id);
    expect(accountsOf(older!)).toEqual(['alice']);
    const [forBob] = await conversationsOf(bob);
    expect(forBob!.unread).toBe(false);
    expect(accountsOf(forBob!).sort()).toEqual(['alice', 'demo']);
  });

  it('pages by last status id with Link headers', async () => {
    const first = await api(server.url, '/api/v1/conversations?limit=1', { token: demo });
    const [newest] = list(first.body);
    const next = links(first.headers).next;
    expect(next).toContain(`max_id=${String(obj(newest!.last_status).id)}`);
    const second = list(
      (await api(server.url, next!.replace(server.url, ''), { token: demo })).body,
    );
    expect(accountsOf(second[0]!)).toEqual(['alice']);
  });

  it('deleting removes it for the reader alone', async () => {
    const [newest] = await conversationsOf(demo);
    const deleted = await api(server.url, `/api/v1/conversations/${String(newest!.id)}`, {
      token: demo,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await conversationsOf(demo)).map(accountsOf)).toEqual([['alice']]);
    expect(await conversationsOf(bob)).toHaveLength(1);
  });

  it("kmyblue's limited reply to a limited post joins the conversation", async () => {
    const post = async (token: string, body: Record<string, unknown>) =>
      String(obj((await api(server.url, '/api/v1/statuses', { token, body })).body).id);
    const quiet = await post(alice, { status: '@demo between us', visibility: 'limited' });
    const reply = await post(demo, {
      status: '@alice quietly',
      visibility: 'limited',
      in_reply_to_id: quiet,
    });
    const [forAlice] = await conversationsOf(alice);
    expect(obj(forAlice!.last_status).id).toBe(reply);
    expect(forAlice!.unread).toBe(true);
    expect(accountsOf(forAlice!)).toEqual(['demo']);
  });

  it('vanilla Mastodon has no unread route', async () => {
    const vanilla = await startTestServer({ flavour: 'mastodon' });
    try {
      const token = await tokenFor(vanilla.url, 'demo');
      const [conversation] = list(
        (await api(vanilla.url, '/api/v1/conversations', { token })).body,
      );
      const path = `/api/v1/conversations/${String(conversation!.id)}`;
      expect((await api(vanilla.url, `${path}/read`, { token, body: {} })).status).toBe(200);
      const response = await api(vanilla.url, `${path}/unread`, { token, body: {} });
      expect(response.status).toBe(404);
    } finally {
      await vanilla.close();
    }
  });
});
