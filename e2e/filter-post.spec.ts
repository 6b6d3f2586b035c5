import type { Browser, Page } from 'playwright-core';
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

describe("filtering a post with 'Filter this post'", () => {
  let sandbox: Sandbox;
  let browser: Browser;
  const stamp = Date.now();
  const hideText = `Alice rambles about hiding ${stamp}`;
  const warnText = `Alice rambles about warning ${stamp}`;
  beforeAll(async () => {
    sandbox = await startSandbox();
    browser = await launchBrowser();
    const alice = await tokenFor(sandbox, 'alice');
    await apiPost(sandbox, alice, '/api/v1/statuses', { status: hideText });
    await apiPost(sandbox, alice, '/api/v1/statuses', { status: warnText });
  });
  afterAll(async () => {
    await (browser as Browser | undefined)?.close();
    await (sandbox as Sandbox | undefined)?.close();
  });

  async function filterWithNewFilter(page: Page, text: string, title: string, action: string) {
    const article = page.getByRole('feed', { name: 'Home' }).getByRole('article').filter({
      hasText: text,
    });
    await article.getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('menu', { name: 'More' })
      .getByRole('menuitem', { name: 'Filter this post' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Filter this post' });
    await dialog.getByRole('button', { name: 'Create a new filter' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    expect(await dialog.getByRole('checkbox', { name: 'Home and lists' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: action }).check();
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v2/filters'),
    );
    const added = page.waitForResponse((r) => /\/api\/v2\/filters\/\d+\/statuses$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Save new filter' }).click();
    return { article, dialog, created: await created, added: await added };
  }

  it('hides a post completely', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, sandbox);
    const { article, dialog, created, added } = await filterWithNewFilter(
      page,
      hideText,
      'No hiding talk',
      'Hide completely',
    );
    expect(created.postDataJSON()).toMatchObject({
      title: 'No hiding talk',
      context: ['home'],
      filter_action: 'hide',
    });
    expect(added.status()).toBe(200);
    await dialog.getByText('Filter added!').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => article.count()).toBe(0);
    await page.reload();
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
    expect(await article.count()).toBe(0);
    await context.close();
  });

  it('puts a post behind "Matches filter" with a way to show it anyway', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, sandbox);
    const { dialog } = await filterWithNewFilter(page, warnText, 'Warn me', 'Hide with a warning');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const feed = page.getByRole('feed', { name: 'Home' });
    const notice = feed.getByRole('article').filter({ hasText: 'Matches filter: Warn me' });
    await notice.waitFor();
    expect(await feed.getByText(warnText).count()).toBe(0);
    await notice.getByRole('button', { name: 'Show anyway' }).click();
    await feed.getByText(warnText).waitFor();
    await context.close();
  });
});
