import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decryptPushPayload, newKeyPair } from '../server/push/encryption';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

/** A push service on 127.0.0.1: resolves with the first message the sandbox sends it. */
async function startPushService() {
  let deliver: (body: Buffer) => void = () => undefined;
  const received = new Promise<Buffer>((resolve) => (deliver = resolve));
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      response.writeHead(201).end();
      deliver(Buffer.concat(parts));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/push/demo`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Before the app loads: a PushManager whose subscription is the test's own (its endpoint the
 * local push service, its keys the test's), since headless Chromium has no push service.
 */
function fakePushManager(subscription: { endpoint: string; p256dh: string; auth: string }) {
  const bytes = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
      .buffer;
  let current: object | null = null;
  const store = window as unknown as { __pushKey?: number[] };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    store.__pushKey = Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
    current = {
      endpoint: subscription.endpoint,
      getKey: (name: string) => bytes(name === 'p256dh' ? subscription.p256dh : subscription.auth),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return current as PushSubscription | null;
  };
}

/** The service worker's registration, once it is active. */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
  });

describe('installable app, offline shell and web push', () => {
  const env = useSandbox();

  it('links a valid manifest and its icons; the worker controls the page after a reload; offline, a reload still shows the app and the last home timeline', async () => {
    const context = await newContext(env.browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signIn(page, env.sandbox);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifestResponse = await page.request.get(`${env.sandbox.url}${href}`);
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/home', scope: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${env.sandbox.url}${icon.src}`);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    expect(await workerActive(page)).toEqual({
      scope: `${env.sandbox.url}/`,
      script: `${env.sandbox.url}/sw.js`,
    });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${env.sandbox.url}/sw.js`,
    );
    const feed = page.getByRole('feed').first();
    const firstPost = feed.getByRole('article').first();
    await firstPost.waitFor();
    const firstText = (await firstPost.innerText()).split('\n').find((line) => line.trim());

    await context.setOffline(true);
    const timelineAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/timelines/home'));
    await page.reload();
    // The worker answered from its kept copy (the network was really gone for it too).
    expect((await timelineAnswer).headers()['x-offline-copy']).toBe('1');
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await feed.getByRole('article').filter({ hasText: firstText! }).first().waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it("subscribes from the settings; when alice favourites demo's post the sandbox pushes it, and the worker shows it", async () => {
    const service = await startPushService();
    const subscriber = newKeyPair();
    const auth = randomBytes(16);
    const context = await newContext(env.browser, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: env.sandbox.url });
    await context.addInitScript(fakePushManager, {
      endpoint: service.endpoint,
      p256dh: subscriber.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    });
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await workerActive(page);

    await page.goto(`${env.sandbox.url}/settings`);
    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'This device receives push notifications.' })
      .waitFor();
    await page.getByRole('button', { name: 'Turn off push notifications' }).waitFor();
    const instance = (await (
      await page.request.get(`${env.sandbox.url}/api/v2/instance`)
    ).json()) as { configuration: { vapid: { public_key: string } } };
    const serverKey = instance.configuration.vapid.public_key;
    const usedKey = await page.evaluate(
      () => (window as unknown as { __pushKey: number[] }).__pushKey,
    );
    expect(Buffer.from(usedKey).toString('base64url')).toBe(serverKey);

    const demo = await tokenFor(env.sandbox, 'demo');
    const alice = await tokenFor(env.sandbox, 'alice');
    const status = await apiPost(env.sandbox, demo, '/api/v1/statuses', { status: 'Push it' });
    await apiPost(env.sandbox, alice, `/api/v1/statuses/${String(status.id)}/favourite`, {});
    const plaintext = decryptPushPayload(await service.received, {
      privateKey: subscriber,
      auth,
    }).toString();
    const payload = JSON.parse(plaintext) as Record<string, string>;
    expect(payload).toMatchObject({ notification_type: 'favourite', body: 'Push it' });
    expect(payload.title).toMatch(/favorited your post$/);

    // The browser's push service would hand the worker this message: the DevTools protocol does.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        const found = event.registrations.find((r) => r.scopeURL === `${env.sandbox.url}/`);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: env.sandbox.url,
      registrationId: await registrationId,
      data: plaintext,
    });
    // The worker shows it once it has handled the push: ask until it has.
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const [first] = await registration.getNotifications();
        if (!first) return null;
        return {
          title: first.title,
          body: first.body,
          tag: first.tag,
          data: first.data as unknown,
        };
      });
    await expect.poll(shown, { timeout: 10_000 }).toEqual({
      title: payload.title,
      body: 'Push it',
      tag: String(payload.notification_id),
      data: { url: `/@demo/${String(status.id)}` },
    });
    await context.close();
    await service.close();
  });
});
