import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('reports and the about page', () => {
  const env = useSandbox();

  it('reports a post for a broken rule, blocks from the done page, and shows /about', async () => {
    const alice = await tokenFor(env.sandbox, 'alice');
    const post = await apiPost(env.sandbox, alice, '/api/v1/statuses', {
      status: 'Cheap watches, cheap watches, cheap watches!',
      visibility: 'public',
    });
    const id = String(post.id);
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@alice/${id}`);
    const article = page.locator(`article[data-id="${id}"]`).first();
    await article.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Report @alice' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reporting @alice' });
    await dialog.getByRole('radio', { name: /It violates server rules/ }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Which rules are being violated?' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'No spam or advertising.' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const own = dialog.getByRole('checkbox', { name: /Cheap watches/ });
    expect(await own.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: 'Additional comments' }).fill('Advertising again.');
    await dialog.getByText('18/1000 characters').waitFor();
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/reports'),
    );
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    expect((await sent).postDataJSON()).toEqual({
      account_id: expect.any(String) as unknown,
      status_ids: [id],
      comment: 'Advertising again.',
      forward: false,
      category: 'violation',
      rule_ids: ['3'],
    });
    await dialog
      .getByRole('heading', { name: "Thanks for reporting, we'll look into this." })
      .waitFor();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.getByRole('button', { name: 'Blocked' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'About' }).click();
    const rules = page.getByRole('region', { name: 'About' }).getByRole('list').first();
    await rules.getByRole('listitem').filter({ hasText: 'No spam or advertising.' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'spam.example' });
    expect(await row.getByRole('cell').nth(1).innerText()).toBe('Suspended');
    await context.close();
  });
});
