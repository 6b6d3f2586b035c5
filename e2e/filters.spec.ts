import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('filters', () => {
  const env = useSandbox();
  const stamp = Date.now();
  const word = `zebrafinch${stamp}`;
  const wordPost = `Spotted a ${word} this morning`;
  const existingPost = `Alice on the existing filter ${stamp}`;
  const hidePost = `Alice rambles about hiding ${stamp}`;
  beforeAll(async () => {
    const alice = await tokenFor(env.sandbox, 'alice');
    const demo = await tokenFor(env.sandbox, 'demo');
    for (const status of [wordPost, existingPost, hidePost])
      await apiPost(env.sandbox, alice, '/api/v1/statuses', { status });
    await apiPost(env.sandbox, demo, '/api/v2/filters', {
      title: 'Already there',
      context: ['home'],
      filter_action: 'warn',
    });
  });

  const home = (page: Page) => page.getByRole('feed', { name: 'Home' });
  const nav = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  const article = (page: Page, text: string) =>
    home(page).getByRole('article').filter({ hasText: text });

  async function openFilterThisPost(page: Page, text: string) {
    await article(page, text).getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('menu', { name: 'More' })
      .getByRole('menuitem', { name: 'Filter this post' })
      .click();
    return page.getByRole('dialog', { name: 'Filter this post' });
  }

  it('makes, edits and deletes a keyword filter from /filters; home follows each change', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await article(page, wordPost).waitFor();

    await nav(page, 'Filters').click();
    await page.getByRole('link', { name: 'Add new filter' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Birds');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await page.getByRole('textbox', { name: 'Keyword' }).fill(word);
    expect(await page.getByRole('checkbox', { name: 'Whole word' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Home and lists' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Hide completely' }).check();
    await page.getByRole('button', { name: 'Save new filter' }).click();
    const row = page
      .getByRole('list', { name: 'Filters' })
      .getByRole('listitem', { name: 'Birds' });
    await row.getByText('Filters in Home and lists').waitFor();
    await row.getByText(`1 keyword: ${word}`).waitFor();

    await nav(page, 'Home').click();
    await article(page, existingPost).waitFor();
    await expect.poll(() => article(page, wordPost).count()).toBe(0);

    await nav(page, 'Filters').click();
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('radio', { name: 'Hide with a warning', exact: true }).check();
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      filter_action: 'warn',
      keywords_attributes: [],
    });
    await row.waitFor();
    await nav(page, 'Home').click();
    const warned = article(page, 'Matches filter: Birds');
    await warned.waitFor();
    expect(await home(page).getByText(wordPost).count()).toBe(0);

    await nav(page, 'Filters').click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete filter' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => row.count()).toBe(0);
    await nav(page, 'Home').click();
    await home(page).getByText(wordPost).waitFor();
    expect(await warned.count()).toBe(0);
    await context.close();
  });

  it("'Filter this post' puts a post into an existing filter, or a new one that hides it", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);

    let dialog = await openFilterThisPost(page, existingPost);
    const added = page.waitForResponse((r) => /\/api\/v2\/filters\/\d+\/statuses$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Already there' }).click();
    expect((await added).status()).toBe(200);
    await dialog.getByText('Filter added!').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const notice = article(page, 'Matches filter: Already there');
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Show anyway' }).click();
    await home(page).getByText(existingPost).waitFor();

    dialog = await openFilterThisPost(page, hidePost);
    await dialog.getByRole('button', { name: 'Create a new filter' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toMatch(/^Posts by /);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('No hiding talk');
    expect(await dialog.getByRole('checkbox', { name: 'Home and lists' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Hide completely' }).check();
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v2/filters'),
    );
    await dialog.getByRole('button', { name: 'Save new filter' }).click();
    expect((await created).postDataJSON()).toMatchObject({
      title: 'No hiding talk',
      context: ['home'],
      filter_action: 'hide',
    });
    await dialog.getByText('Filter added!').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => article(page, hidePost).count()).toBe(0);
    await page.reload();
    await home(page).getByRole('article').first().waitFor();
    expect(await article(page, hidePost).count()).toBe(0);
    await context.close();
  });
});
