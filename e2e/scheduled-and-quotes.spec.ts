import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, tokenFor, useSandbox } from './harness';

/** A time `minutes` from now as the page's datetime-local inputs hold it, and as ISO UTC. */
function localTime(page: Page, minutes: number) {
  return page.evaluate((ms) => {
    const at = new Date(Date.now() + ms);
    at.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local =
      `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
      `T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { local, iso: at.toISOString() };
  }, minutes * 60_000);
}

describe('scheduled posts and quotes managed afterwards', () => {
  const env = useSandbox({ testClock: true });

  it('schedules a post, lists it, changes its time and publishes it when the time comes', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const composer = page.getByRole('form', { name: 'New post' });
    const text = 'Posted later, when the clock says so';
    await composer.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    const when = composer.getByLabel('Scheduled date and time');
    await when.fill((await localTime(page, 2)).local);
    await composer.getByText('Choose a time at least 5 minutes from now.').waitFor();
    const submit = composer.getByRole('button', { name: 'Schedule', exact: true });
    expect(await submit.isDisabled()).toBe(true);

    const first = await localTime(page, 10);
    await when.fill(first.local);
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await submit.click();
    expect((await posted).postDataJSON()).toMatchObject({ status: text, scheduled_at: first.iso });
    await page.getByText('Post scheduled.').waitFor();
    expect(await composer.getByRole('textbox', { name: "What's on your mind?" }).inputValue()).toBe(
      '',
    );

    await page.getByRole('link', { name: 'Scheduled posts' }).first().click();
    const item = page
      .getByRole('list', { name: 'Scheduled posts' })
      .getByRole('listitem')
      .filter({ hasText: text });
    expect(await item.locator('time').getAttribute('datetime')).toBe(first.iso);

    const later = await localTime(page, 20);
    await item.getByRole('button', { name: 'Change time' }).click();
    await item.getByLabel('New date and time').fill(later.local);
    const moved = page.waitForRequest((r) => r.method() === 'PUT');
    await item.getByRole('button', { name: 'Save time' }).click();
    expect((await moved).postDataJSON()).toEqual({ scheduled_at: later.iso });
    await item.locator(`time[datetime="${later.iso}"]`).waitFor();

    const clock = await fetch(`${env.sandbox.url}/api/v1/sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 25 * 60 }),
    });
    expect(clock.status).toBe(200);
    await page.goto(`${env.sandbox.url}/home`);
    await page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ hasText: text })
      .first()
      .waitFor();
    await context.close();
  });

  it('changes who can quote a post, lists its quotes and removes one', async () => {
    const token = await tokenFor(env.sandbox, 'demo');
    const response = await fetch(`${env.sandbox.url}/api/v1/accounts/lookup?acct=demo`);
    const demo = (await response.json()) as { id: string };
    const statuses = (await (
      await fetch(`${env.sandbox.url}/api/v1/accounts/${demo.id}/statuses?limit=40`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string; content: string; quotes_count?: number }[];
    const quoted = statuses.find((s) => (s.quotes_count ?? 0) > 0);
    if (!quoted) throw new Error('the seed has a quoted post of demo');

    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@demo/${quoted.id}`);
    const article = page.locator(`article[data-id="${quoted.id}"]`).first();
    await article.getByRole('button', { name: 'More' }).first().click();
    await page.getByRole('menuitem', { name: 'Change who can quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change who can quote' });
    expect(await dialog.getByRole('radio', { name: 'Anyone' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Followers only' }).check();
    const changed = page.waitForResponse((r) => r.url().endsWith('/interaction_policy'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const policy = await changed;
    expect(policy.request().postDataJSON()).toEqual({ quote_approval_policy: 'followers' });
    expect(policy.status()).toBe(200);
    await article.getByRole('button', { name: 'More' }).first().click();
    await page.getByRole('menuitem', { name: 'Change who can quote' }).click();
    expect(await dialog.getByRole('radio', { name: 'Followers only' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: /^1 quote$/ }).click();
    await page.waitForURL(/\/quotes$/);
    const quotes = page.getByRole('list', { name: 'Quotes' });
    const row = quotes
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .first();
    await row.getByRole('button', { name: 'Remove quote' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove post?' });
    const revoked = page.waitForRequest((r) => r.url().endsWith('/revoke'));
    await confirm.getByRole('button', { name: 'Remove quote' }).click();
    await revoked;
    await row.getByText('Post removed by author').waitFor();
    expect(await row.getByRole('button', { name: 'Remove quote' }).count()).toBe(0);
    await context.close();
  });
});
