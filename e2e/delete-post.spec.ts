import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('deleting a post', () => {
  const env = useSandbox();

  it('deletes an own post after confirming: "Post deleted", gone now and after a reload', async () => {
    const text = `Soon to be gone ${Date.now()}`;
    await apiPost(env.sandbox, await tokenFor(env.sandbox, 'demo'), '/api/v1/statuses', {
      status: text,
    });
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const feed = page.getByRole('feed', { name: 'Home' });
    const article = feed.getByRole('article').filter({ hasText: text });
    await article.waitFor();

    await article.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('menu', { name: 'More' });
    expect(await menu.getByRole('menuitem', { name: 'Mute @demo' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post?' });
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/api\/v1\/statuses\/\d+$/.test(r.url()),
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);

    await page.getByRole('status').filter({ hasText: 'Post deleted' }).waitFor();
    await expect.poll(() => article.count()).toBe(0);
    await page.reload();
    await feed.getByRole('article').first().waitFor();
    expect(await feed.getByRole('article').filter({ hasText: text }).count()).toBe(0);
    await context.close();
  });
});
