import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, startSandbox, type Sandbox } from './harness';
import { hostDist, type StaticHost } from './staticHost';

/**
 * The client hosted on its own origin signs in to a server on another origin, as it would
 * to any Mastodon-API server: the server only sees CORS requests and the OAuth redirect.
 */
describe('a client on its own host and a server elsewhere', () => {
  let sandbox: Sandbox;
  let client: StaticHost;
  let browser: Browser;
  beforeAll(async () => {
    sandbox = await startSandbox();
    client = await hostDist('localhost');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await (browser as Browser | undefined)?.close();
    await (client as StaticHost | undefined)?.close();
    await (sandbox as Sandbox | undefined)?.close();
  });

  it('signs in through /login with the server typed in, and reads home across origins', async () => {
    expect(new URL(client.url).origin).not.toBe(new URL(sandbox.url).origin);
    const context = await newContext(browser);
    const page = await context.newPage();
    const apps: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url() === `${sandbox.url}/api/v1/apps`) {
        apps.push(r.postDataJSON());
      }
    });

    await page.goto(`${client.url}/login`);
    await page.getByRole('textbox', { name: /Server/ }).fill(sandbox.url);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(
      (url) => url.origin === sandbox.url && url.pathname === '/oauth/authorize',
    );
    await page.getByLabel(/user ?name/i).fill('demo');
    await page.getByLabel(/password/i).fill('password');
    await page.getByRole('button', { name: 'Authorize' }).click();

    await page.waitForURL(`${client.url}/home`);
    const feed = page.getByRole('feed', { name: 'Home' });
    await feed.getByRole('article').first().waitFor();
    // A page renders a few posts per frame: wait for more than the first few.
    await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(5);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      redirect_uris: `${client.url}/oauth/callback`,
      scopes: 'read write follow push',
    });

    // Browsing as a visitor of that other server works the same way.
    const visitor = await newContext(browser);
    const visit = await visitor.newPage();
    await visit.goto(`${client.url}/login?server=${encodeURIComponent(sandbox.url)}`);
    await visit.getByRole('button', { name: 'Browse as visitor' }).click();
    await visit.getByRole('feed').first().getByRole('article').first().waitFor();
    expect(new URL(visit.url()).origin).toBe(client.url);
    await visitor.close();
    await context.close();
  });
});
