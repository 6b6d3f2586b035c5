import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('bookmark categories', () => {
  const env = useSandbox();

  it('puts a post into a category from the More menu and shows it in that category', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Bookmark', exact: true }) })
      .first();
    const id = await article.getAttribute('data-id');
    const text = (await article.locator('.status__content').innerText()).split('\n')[0] ?? '';
    await article.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Bookmark category' }).click();

    const dialog = page.getByRole('dialog', { name: 'Bookmark categories' });
    const added = page.waitForRequest(
      (r) =>
        r.method() === 'POST' && /\/api\/v1\/bookmark_categories\/\d+\/statuses$/.test(r.url()),
    );
    await dialog.getByRole('checkbox', { name: 'Inspiration' }).check();
    expect((await added).postDataJSON()).toEqual({ status_ids: [id] });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .locator(`article[data-id="${String(id)}"]`)
      .first()
      .getByRole('button', { name: 'Remove bookmark' })
      .waitFor();

    await page.getByRole('link', { name: 'Bookmark categories' }).click();
    await page
      .getByRole('list', { name: 'Bookmark categories' })
      .getByRole('link', { name: 'Inspiration' })
      .click();
    const feed = page.getByRole('feed', { name: 'Inspiration' });
    await feed.getByRole('article').first().waitFor();
    expect(await feed.getByRole('article').count()).toBe(1);
    expect(await feed.getByRole('article').first().innerText()).toContain(text);
    await context.close();
  });
});
