import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('circles and account shortcuts', () => {
  const env = useSandbox();

  it('posts to a chosen circle', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('textbox', { name: "What's on your mind?" }).fill('Just for friends');
    const circles = page.waitForResponse((r) => r.url().endsWith('/api/v1/circles'));
    await page.getByRole('button', { name: 'Change post privacy' }).click();
    await page.getByRole('menuitemradio', { name: 'Circle' }).click();
    const select = page.getByRole('combobox', { name: 'Circle' });
    await circles;
    await select.selectOption({ label: 'Close friends' });
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body.visibility).toBe('circle');
    expect(body.circle_id).toMatch(/^\d+$/);
    expect(await (await answered).json()).toMatchObject({
      visibility_ex: 'limited',
      limited_scope: 'circle',
    });
    await context.close();
  });

  it('opens the composer with a mention or a direct message from an account page', async () => {
    const context = await newContext(env.browser, { width: 600 });
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@alice`);
    await page.locator('.account-header').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Direct message @alice' }).click();
    await page.waitForURL(/\/publish$/);
    const box = page.getByRole('textbox', { name: "What's on your mind?" });
    expect(await box.inputValue()).toBe('@alice ');
    expect(await page.getByRole('button', { name: 'Change post privacy' }).textContent()).toContain(
      'Specific people',
    );
    await context.close();
  });
});
