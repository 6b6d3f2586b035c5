import { describe, expect, it } from 'vitest';
import { apiPost, signIn, tokenFor, useSandbox } from './harness';
import { homeIsKept } from './homeCopy';

describe('first paint from the last visit', () => {
  const env = useSandbox();

  it("shows the last home page while the server's is held back, then the fresh posts", async () => {
    // No service worker: the page's own requests are the ones held back here.
    const context = await env.browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const feed = page.getByRole('feed', { name: 'Home' });
    const firstText = (await feed.getByRole('article').first().innerText())
      .split('\n')
      .find((line) => line.trim())!;
    await expect.poll(() => homeIsKept(page), { timeout: 15_000 }).toBe(true);

    const fresh = `Fresh after the reload ${Date.now()}`;
    await apiPost(env.sandbox, await tokenFor(env.sandbox, 'demo'), '/api/v1/statuses', {
      status: fresh,
      visibility: 'public',
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/timelines/home**', async (route) => {
      await held;
      await route.continue();
    });

    await page.reload();
    await feed.getByRole('article').filter({ hasText: firstText }).first().waitFor();
    expect(await feed.getByRole('article').filter({ hasText: fresh }).count()).toBe(0);

    release();
    await feed.getByRole('article').filter({ hasText: fresh }).first().waitFor();
    await feed.getByRole('article').filter({ hasText: firstText }).first().waitFor();
    await context.close();
  });
});
