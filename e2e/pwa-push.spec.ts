import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

/** The service worker's registration, once it is active. */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
  });

describe('installable app, offline shell and web push', () => {
  const env = useSandbox();

  it('links a valid manifest and its icons; the worker controls the page after a reload; offline, a reload still shows the app and the last home timeline', async () => {
    const context = await newContext(env.browser);
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
});
