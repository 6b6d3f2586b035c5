import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  launchBrowser,
  newContext,
  signIn,
  startSandbox,
  tokenFor,
  type Sandbox,
} from './harness';

describe('notifications', () => {
  let sandbox: Sandbox;
  let browser: Browser;
  beforeAll(async () => {
    sandbox = await startSandbox();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
  });

  it('lists grouped notifications, names with custom emoji, and new ones live', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, sandbox);
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await page.waitForURL(/\/notifications$/);
    const feed = page.getByRole('feed', { name: 'Notifications' });
    await feed.getByRole('article').first().waitFor();

    // Six people favourited one post: one group naming the first and counting the others.
    const group = feed.getByRole('article').filter({ hasText: /and 5 others favorited your post/ });
    expect(await group.count()).toBe(1);
    expect(await group.locator('.notification__avatars a').count()).toBe(6);

    // Carol's display name carries :blobcat:, shown as the picture, not as text.
    const fromCarol = feed
      .getByRole('article')
      .filter({ has: page.locator('img[alt=":blobcat:"]') });
    expect(await fromCarol.count()).toBeGreaterThan(0);
    expect(await fromCarol.first().locator('.notification__message').textContent()).not.toContain(
      ':blobcat:',
    );

    // Somebody mentions the reader: the notification arrives through streaming at the top.
    const frank = await tokenFor(sandbox, 'frank');
    await apiPost(sandbox, frank, `/api/v1/statuses`, { status: '@demo ping from the test' });
    await feed
      .getByRole('article')
      .first()
      .filter({ hasText: 'ping from the test' })
      .waitFor({ timeout: 15_000 });
    await context.close();
  });
});
