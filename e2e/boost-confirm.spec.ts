import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('boosting with the confirmation modal', () => {
  const env = useSandbox();

  it('asks before boosting, sends the chosen visibility, and unboosts without asking', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('checkbox', { name: 'Show confirmation dialog before boosting' }).check();

    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Boost', exact: true }) })
      .first();
    const id = await article.getAttribute('data-id');
    await article.getByRole('button', { name: 'Boost', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Boost?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Public', exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Quiet public' }).check();
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/statuses/${String(id)}/reblog`),
    );
    await dialog.getByRole('button', { name: 'Boost', exact: true }).click();
    expect((await request).postDataJSON()).toEqual({ visibility: 'unlisted' });
    await dialog.waitFor({ state: 'detached' });

    const same = page.locator(`article[data-id="${String(id)}"]`).first();
    await same.getByRole('button', { name: 'Unboost' }).waitFor();

    const undone = page.waitForResponse((r) =>
      r.url().endsWith(`/statuses/${String(id)}/unreblog`),
    );
    await same.getByRole('button', { name: 'Unboost' }).click();
    await undone;
    expect(await page.getByRole('dialog').count()).toBe(0);
    await same.getByRole('button', { name: 'Boost', exact: true }).waitFor();
    await context.close();
  });
});
