import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('notifications', () => {
  const env = useSandbox();

  it('lists grouped notifications, names with custom emoji, and new ones live', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await page.waitForURL(/\/notifications$/);
    const feed = page.getByRole('feed', { name: 'Notifications' });
    await feed.getByRole('article').first().waitFor();

    // Six people favourited one post: one group naming the first and counting the others.
    // (A page renders a few groups per frame: wait for the one sought.)
    const group = feed.getByRole('article').filter({ hasText: /and 5 others favorited your post/ });
    await group.first().waitFor();
    expect(await group.count()).toBe(1);
    expect(await group.locator('.notification__avatars a').count()).toBe(6);

    // Carol's display name carries :blobcat:, shown as the picture, not as text.
    const fromCarol = feed
      .getByRole('article')
      .filter({ has: page.locator('img[alt=":blobcat:"]') });
    await fromCarol.first().waitFor();
    expect(await fromCarol.first().locator('.notification__message').textContent()).not.toContain(
      ':blobcat:',
    );

    // Somebody mentions the reader: the notification arrives through streaming at the top.
    const frank = await tokenFor(env.sandbox, 'frank');
    await apiPost(env.sandbox, frank, `/api/v1/statuses`, { status: '@demo ping from the test' });
    await feed
      .getByRole('article')
      .first()
      .filter({ hasText: 'ping from the test' })
      .waitFor({ timeout: 15_000 });
    await context.close();
  });
});
