import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';
import { findStatusId } from './statusLookup';

describe('emoji reaction notifications', () => {
  const env = useSandbox();

  it('shows who reacted with which emoji, and a new reaction live', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const loads: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/notifications') loads.push(url);
    });
    await signIn(page, env.sandbox);
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await page.waitForURL(/\/notifications$/);
    const feed = page.getByRole('feed', { name: 'Notifications' });
    await feed.getByRole('article').first().waitFor();

    // The sandbox has emoji reactions, so the client asks for them.
    expect(loads).toHaveLength(1);
    expect(loads[0]!.searchParams.getAll('exclude_types[]')).not.toContain('emoji_reaction');

    // Seeded: bob and erin reacted 🎉 to demo's reply, alice :blobcat:.
    const seeded = feed
      .getByRole('article')
      .filter({ hasText: 'Alice Liddell and 2 others reacted your post with emoji' });
    const seededReactions = seeded.getByRole('list', { name: 'Reactions' });
    await seededReactions
      .getByRole('listitem', { name: '🎉 by Bob Builder and Erin Okafor' })
      .waitFor();
    const blobcat = seededReactions.getByRole('listitem', { name: ':blobcat: by Alice Liddell' });
    expect(await blobcat.locator('img').getAttribute('src')).toMatch(/blobcat/);

    // Grace reacts to demo's photo post: the notification arrives through streaming at the top.
    const grace = await tokenFor(env.sandbox, 'grace');
    const photo = await findStatusId(env.sandbox, 'demo', 'Testing photo uploads');
    await apiPost(
      env.sandbox,
      grace,
      `/api/v1/statuses/${photo}/react/${encodeURIComponent('👏')}`,
      {},
    );
    const live = feed.getByRole('article').first();
    await live
      .filter({ hasText: 'Grace reacted your post with emoji' })
      .waitFor({ timeout: 15_000 });
    await live.getByRole('listitem', { name: '👏 by Grace' }).waitFor();
    expect(await live.getByRole('listitem', { name: '👏 by Grace' }).textContent()).toBe('👏');
    expect(await live.textContent()).toContain('Testing photo uploads');
    expect(loads).toHaveLength(1);
    await context.close();
  });
});
