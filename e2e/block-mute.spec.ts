import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('muting and blocking an author from the More menu', () => {
  const env = useSandbox();

  it('mutes an author for a chosen time: their posts vanish and stay gone', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const feed = page.getByRole('feed', { name: 'Home' });
    const byAlice = feed
      .getByRole('article')
      .filter({ has: page.locator('header a[href$="/@alice"]') });
    await byAlice.first().waitFor();
    expect(await byAlice.count()).toBeGreaterThan(0);

    const more = byAlice.first().getByRole('button', { name: 'More' });
    await more.click();
    const menu = page.getByRole('menu', { name: 'More' });
    // Keyboard: the first item has focus, arrows move it (wrapping).
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Copy link to post');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).not.toBe('Copy link to post');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Report @alice');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Block @alice');
    // Keyboard: Escape closes the menu and gives focus back to the button.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    await more.click();
    await menu.getByRole('menuitem', { name: 'Mute @alice' }).click();

    const dialog = page.getByRole('dialog', { name: 'Mute user?' });
    await dialog.getByRole('checkbox', { name: 'Hide notifications from this user?' }).uncheck();
    await dialog.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 hour' });
    const request = page.waitForRequest((r) => /\/api\/v1\/accounts\/\d+\/mute$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Mute', exact: true }).click();
    expect((await request).postDataJSON()).toEqual({ notifications: false, duration: 3600 });

    await expect.poll(() => byAlice.count()).toBe(0);
    expect(await feed.getByRole('article').count()).toBeGreaterThan(0);
    await page.reload();
    await feed.getByRole('article').first().waitFor();
    expect(await byAlice.count()).toBe(0);

    await page.goto(`${env.sandbox.url}/mutes`);
    const list = page.getByRole('list', { name: 'Muted users' });
    await list.getByRole('link', { name: /@alice/ }).waitFor();
    // Muted for an hour: the list says until when.
    await list.getByText(/^Until /).waitFor();
    await list.getByRole('button', { name: 'Unmute' }).click();
    await list.getByRole('button', { name: 'Mute', exact: true }).waitFor();
    await context.close();
  });

  it('blocks an author from their profile; the profile says Unblock', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@bob`);
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Block user?' });
    const blocked = page.waitForResponse((r) => /\/accounts\/\d+\/block$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await blocked;
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    await page.goto(`${env.sandbox.url}/home`);
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
    expect(
      await page
        .getByRole('feed', { name: 'Home' })
        .getByRole('article')
        .filter({ has: page.locator('header a[href$="/@bob"]') })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
