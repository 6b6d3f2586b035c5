import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('layouts', () => {
  const env = useSandbox();

  it('uses the mobile layout at 630 px and the single column above it', async () => {
    const context = await newContext(env.browser, { width: 630, height: 800 });
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    expect(await page.locator('.ui--mobile').count()).toBe(1);
    // No composer beside the timeline on mobile: the compose button opens /publish.
    expect(await page.getByRole('textbox', { name: "What's on your mind?" }).count()).toBe(0);
    await page.getByRole('link', { name: 'Compose new post' }).first().click();
    await page.waitForURL(/\/publish$/);
    await page.getByRole('textbox', { name: "What's on your mind?" }).waitFor();

    // Everything else is one tab away: the menu holds the whole navigation.
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await tabs.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Bookmarks' }).click();
    await page.waitForURL(/\/bookmarks$/);
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('feed', { name: 'Bookmarks' }).getByRole('article').first().waitFor();

    await page.setViewportSize({ width: 631, height: 800 });
    await page.locator('.ui--single').waitFor();
    await context.close();
  });

  it('fits a phone: no status spills out of the screen and every author name shows', async () => {
    const context = await newContext(env.browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    for (const path of ['/home', '/notifications']) {
      await page.goto(`${env.sandbox.url}${path}`);
      await page.locator('[role="feed"] article').first().waitFor();
      const misfits = await page.evaluate(() => {
        const out: string[] = [];
        for (const bar of document.querySelectorAll('[role="feed"] .status__action-bar')) {
          const last = bar.lastElementChild?.getBoundingClientRect();
          if (last && last.right > window.innerWidth) out.push(`action bar to ${last.right}px`);
        }
        for (const name of document.querySelectorAll('[role="feed"] .status__display-name')) {
          const width = name.getBoundingClientRect().width;
          if (width < 60) out.push(`author name ${width}px wide`);
        }
        return out;
      });
      expect(misfits, path).toEqual([]);
    }
    await context.close();
  });

  it('multi-column: default columns and /deck on every push', async () => {
    const context = await newContext(env.browser, { width: 1600, height: 900 });
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('checkbox', { name: 'Multi-column layout' }).check();
    await page.locator('.ui--multi').waitFor();
    await page.waitForURL(/\/deck\/home$/);
    await page.getByRole('region', { name: 'Home' }).waitFor();
    await page.getByRole('region', { name: 'Notifications' }).waitFor();
    // The composer form loads once the first screen is up; then there is exactly one.
    const composer = page.getByRole('textbox', { name: "What's on your mind?" });
    await composer.first().waitFor();
    expect(await composer.count()).toBe(1);

    await page.getByRole('link', { name: 'Local timeline' }).click();
    await page.waitForURL(/\/deck\/public\/local$/);
    await page.getByRole('feed', { name: 'Local timeline' }).getByRole('article').first().waitFor();
    const state = await page.evaluate(
      () => (window.history.state as { usr?: { fromApp?: boolean } } | null)?.usr,
    );
    expect(state?.fromApp).toBe(true);

    // Opening a /deck address shows the multi-column layout, and the toggle says so.
    const other = await context.newPage();
    await other.goto(`${env.sandbox.url}/deck/public`);
    await other.locator('.ui--multi').waitFor();
    const toggle = page.getByRole('checkbox', { name: 'Multi-column layout' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.waitForURL(/\/public\/local$/);
    await page.locator('.ui--single').waitFor();
    expect(new URL(page.url()).pathname).toBe('/public/local');
    await context.close();
  });
});
