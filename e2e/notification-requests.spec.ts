import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signIn, useSandbox } from './harness';

describe('filtered notifications', () => {
  const env = useSandbox();

  /** The policy editor, opened from the requests screen. */
  async function policyRule(page: Page) {
    await page.getByRole('button', { name: 'Filter notifications from…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter notifications from…' });
    return dialog.getByRole('combobox', { name: "People you don't follow" });
  }

  it('shows the seeded request and its notifications; accepting moves them into the list', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/notifications`);
    const entry = page.getByRole('link', { name: /^Filtered notifications/ });
    await entry.filter({ hasText: 'From one person you may know' }).waitFor();
    await entry.click();

    const requests = page.getByRole('list', { name: 'Filtered notifications' });
    const heidi = requests.getByRole('listitem', { name: 'Heidi (locked)' });
    await heidi.filter({ hasText: '2 notifications' }).waitFor();
    await heidi.getByRole('link').click();
    const feed = page.getByRole('feed', { name: 'Notifications from Heidi (locked)' });
    await feed.getByRole('article', { name: 'Heidi (locked) mentioned you' }).first().waitFor();
    expect(await feed.getByRole('article', { name: 'Heidi (locked) mentioned you' }).count()).toBe(
      2,
    );
    expect(await feed.innerText()).toContain('planetarium');

    // The list read on the way back is answered only after the accept: it still names Heidi,
    // and must not bring her back.
    let acceptDone = () => undefined as void;
    const acceptAnswered = new Promise<void>((resolve) => (acceptDone = resolve));
    await page.route(/\/api\/v1\/notifications\/requests(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      await acceptAnswered;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Back' }).click();
    const accepted = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/notifications\/requests\/\d+\/accept$/.test(r.url()),
    );
    const listRead = page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/notifications\/requests(\?.*)?$/.test(r.url()),
    );
    await heidi.getByRole('button', { name: 'Accept' }).click();
    await heidi.waitFor({ state: 'detached' });
    await (await accepted).response();
    acceptDone();
    await listRead;
    await page.unrouteAll({ behavior: 'wait' });
    await expect.poll(() => requests.getAttribute('aria-busy')).toBe('false');
    expect(await heidi.count()).toBe(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await entry.filter({ hasText: 'From no one you may know' }).waitFor();
    await page
      .getByRole('feed', { name: 'Notifications' })
      .getByRole('article', { name: 'Heidi (locked) mentioned you' })
      .filter({ hasText: 'planetarium' })
      .waitFor();
    await context.close();
  });

  it('saves a change to the policy at once, kept after a reload', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/notifications/requests`);
    for (const value of ['filter', 'accept']) {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/v2/notifications/policy'),
      );
      await (await policyRule(page)).selectOption(value);
      expect((await saved).status()).toBe(200);
      await page.reload();
      const rule = await policyRule(page);
      await expect.poll(() => rule.inputValue()).toBe(value);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});
