import { randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPushPayload, newKeyPair } from '../push/encryption';
import { publicKeyOf } from '../push/vapid';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on 127.0.0.1 that records what it is sent and answers with `status`. */
async function startPushService() {
  const waiting: ((message: Received) => void)[] = [];
  const received: Received[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const message = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(parts),
      };
      response.writeHead(status).end();
      const next = waiting.shift();
      if (next) next(message);
      else received.push(message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answerWith: (code: number) => (status = code),
    next: () =>
      new Promise<Received>((resolve) => {
        const early = received.shift();
        if (early) resolve(early);
        else waiting.push(resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: the key pair and auth secret it decrypts with. */
function subscriber(endpoint: string) {
  const privateKey = newKeyPair();
  const auth = randomBytes(16);
  return {
    privateKey,
    auth,
    body: {
      endpoint,
      keys: {
        p256dh: privateKey.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
  };
}

describe('Web Push subscriptions and delivery', () => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    push = await startPushService();
    for (const name of ['demo', 'alice', 'bob']) tokens[name] = await tokenFor(server.url, name);
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
    await push.close();
  });

  const asDemo = (path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: tokens.demo, ...options });
  const post = async (text: string) =>
    String(obj((await asDemo('/api/v1/statuses', { body: { status: text } })).body).id);

  it('keeps one subscription per token with its alerts and policy, and names the server key everywhere', async () => {
    const browser = subscriber(`${push.url}/send/one`);
    const created = await asDemo('/api/v1/push/subscription', {
      body: { subscription: browser.body, data: { policy: 'all', alerts: { favourite: true } } },
    });
    expect(created.status).toBe(200);
    const json = obj(created.body);
    expect(json).toMatchObject({ endpoint: `${push.url}/send/one`, policy: 'all' });
    expect(obj(json.alerts)).toMatchObject({ favourite: true, mention: false, reblog: false });
    const serverKey = String(json.server_key);
    expect(Buffer.from(serverKey, 'base64url').length).toBe(65);

    const v2 = obj((await api(server.url, '/api/v2/instance')).body);
    expect(obj(obj(v2.configuration).vapid).public_key).toBe(serverKey);
    expect(obj((await api(server.url, '/api/v1/instance')).body).vapid_key).toBe(serverKey);

    const changed = await asDemo('/api/v1/push/subscription', {
      method: 'PUT',
      body: { data: { alerts: { mention: true }, policy: 'followed' } },
    });
    expect(obj(obj(changed.body).alerts)).toMatchObject({ favourite: true, mention: true });
    expect(obj(changed.body).policy).toBe('followed');
    expect(obj((await asDemo('/api/v1/push/subscription')).body).id).toBe(json.id);

    const bad = await asDemo('/api/v1/push/subscription', {
      body: { subscription: { ...browser.body, endpoint: 'ftp://example.com/x' } },
    });
    expect(bad.status).toBe(422);
    const removed = await asDemo('/api/v1/push/subscription', { method: 'DELETE' });
    expect(removed.body).toEqual({});
    expect((await asDemo('/api/v1/push/subscription')).status).toBe(404);
    expect((await asDemo('/api/v1/push/subscription', { method: 'PUT', body: {} })).status).toBe(
      404,
    );
  });

  it('pushes a sealed, VAPID-signed message when another user favourites demo’s post, and only for wanted types', async () => {
    const browser = subscriber(`${push.url}/send/two`);
    const created = obj(
      (
        await asDemo('/api/v1/push/subscription', {
          body: { subscription: browser.body, data: { alerts: { favourite: true } } },
        })
      ).body,
    );
    const statusId = await post('Push me a notification');
    // A boost is not wanted: the next push is bob's favourite.
    await api(server.url, `/api/v1/statuses/${statusId}/reblog`, {
      token: tokens.alice,
      method: 'POST',
    });
    await api(server.url, `/api/v1/statuses/${statusId}/favourite`, {
      token: tokens.bob,
      method: 'POST',
    });
    const message = await push.next();

    expect(message.path).toBe('/send/two');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.ttl).toBe('172800');
    expect(message.headers.urgency).toBe('normal');
    const authorization = String(message.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)!;
    expect(k).toBe(created.server_key);
    const [head, claims, signature] = jwt!.split('.');
    const claimSet = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claimSet.aud).toBe(push.url);
    expect(Number(claimSet.exp) - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(String(claimSet.sub)).toMatch(/^mailto:/);
    const key = publicKeyOf(k!);
    expect(
      verify(
        'sha256',
        Buffer.from(`${head}.${claims}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);

    const payload = JSON.parse(decryptPushPayload(message.body, browser).toString()) as Record<
      string,
      unknown
    >;
    const notifications = (await asDemo('/api/v1/notifications?types[]=favourite&limit=1')).body;
    const latest = obj((notifications as unknown[])[0]);
    expect(payload).toEqual({
      access_token: tokens.demo,
      preferred_locale: 'en',
      notification_id: latest.id,
      notification_type: 'favourite',
      icon: expect.stringMatching(/^http:\/\/.+\/system\//) as unknown,
      title: `${String(obj(latest.account).display_name) || 'bob'} favorited your post`,
      body: 'Push me a notification',
    });
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const browser = subscriber(`${push.url}/send/gone`);
    await asDemo('/api/v1/push/subscription', {
      body: { subscription: browser.body, data: { alerts: { favourite: true } } },
    });
    push.answerWith(410);
    const statusId = await post('Nobody is listening');
    await api(server.url, `/api/v1/statuses/${statusId}/favourite`, {
      token: tokens.alice,
      method: 'POST',
    });
    expect((await push.next()).path).toBe('/send/gone');
    let status = 200;
    for (let tries = 0; tries < 50 && status === 200; tries++) {
      status = (await asDemo('/api/v1/push/subscription')).status;
      if (status === 200) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(status).toBe(404);
  });
});
