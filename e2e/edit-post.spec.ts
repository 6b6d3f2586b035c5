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

describe('editing and re-drafting own posts', () => {
  let sandbox: Sandbox;
  let browser: Browser;
  let demoToken: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    browser = await launchBrowser();
    demoToken = await tokenFor(sandbox, 'demo');
  });
  afterAll(async () => {
    await (browser as Browser | undefined)?.close();
    await (sandbox as Sandbox | undefined)?.close();
  });

  /** A fresh post of the reader's, as its article in the home feed. */
  async function ownPost(page: Page, text: string) {
    const posted = (await apiPost(sandbox, demoToken, '/api/v1/statuses', { status: text })) as {
      id: string;
    };
    const article = page.locator(`article[data-id="${posted.id}"]`).first();
    await page.reload();
    await article.waitFor();
    return { id: posted.id, article };
  }

  async function choose(page: Page, article: ReturnType<Page['locator']>, item: string) {
    await article.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  }

  it('edits a post: the composer loads it, Save sends PUT, "Post saved." and the new text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, sandbox);
    const { id, article } = await ownPost(page, 'A first version with a typo');

    await choose(page, article, 'Edit');
    const box = page.getByRole('textbox', { name: "What's on your mind?" });
    await page.waitForFunction(() => document.querySelector('textarea')?.value !== '');
    expect(await box.inputValue()).toBe('A first version with a typo');
    await box.fill('A second version, fixed');
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/api/v1/statuses/${id}`),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await put).postDataJSON()).toMatchObject({ status: 'A second version, fixed' });
    await page.getByRole('status').filter({ hasText: 'Post saved.' }).waitFor();
    await article.filter({ hasText: 'A second version, fixed' }).waitFor();
    await article.getByText(/^Edited/).waitFor();
    await context.close();
  });

  it('deletes and re-drafts after asking; on mobile the composer opens at /publish', async () => {
    const context = await newContext(browser, { width: 400, height: 800 });
    const page = await context.newPage();
    await signIn(page, sandbox);
    const { id, article } = await ownPost(page, 'Words worth writing again');

    await choose(page, article, 'Delete & re-draft');
    const dialog = page.getByRole('dialog', { name: 'Delete & redraft post?' });
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/v1/statuses/${id}`),
    );
    await dialog.getByRole('button', { name: 'Delete & redraft' }).click();
    expect((await deleted).status()).toBe(200);
    await page.waitForURL(/\/publish$/);
    const box = page.getByRole('textbox', { name: "What's on your mind?" });
    await page.waitForFunction(() => document.querySelector('textarea')?.value !== '');
    expect(await box.inputValue()).toBe('Words worth writing again');
    const status = await fetch(`${sandbox.url}/api/v1/statuses/${id}`, {
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(status.status).toBe(404);

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    expect((await created).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Post published.' }).waitFor();
    await context.close();
  });
});
