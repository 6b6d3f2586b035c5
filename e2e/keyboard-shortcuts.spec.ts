import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signIn, useSandbox, wheelToEnd } from './harness';

const POSTS = '[role="feed"][aria-label="Home"] > article';

/** The focused element's place in the home feed and whether it is on screen. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const rect = el?.getBoundingClientRect();
    return {
      tag: el?.tagName.toLowerCase(),
      id: el?.getAttribute('data-id'),
      position: Number(el?.getAttribute('aria-posinset')),
      onScreen: rect !== undefined && rect.bottom > 0 && rect.top < window.innerHeight,
    };
  });

describe('keyboard shortcuts', () => {
  const env = useSandbox();

  it('moves through the feed with j and k, also past the posts mounted, and f favourites', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.waitForFunction((s) => document.querySelectorAll(s).length >= 3, POSTS);

    // The shortcuts' code may still be on its way (it is asked for when the page is first
    // idle): a key pressed before is handled as it arrives.
    await page.keyboard.press('j');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'article', position: 1 });
    await page.keyboard.press('j');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'article', position: 2 });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'article', position: 3 });
    await page.keyboard.press('k');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'article', position: 2 });

    // f on the focused post: the request goes out and its button says so.
    const target = page
      .locator(POSTS)
      .filter({ has: page.getByRole('button', { name: 'Favorite', pressed: false }) })
      .first();
    const id = String(await target.getAttribute('data-id'));
    await target.focus();
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/statuses/${id}/favourite`),
    );
    await page.keyboard.press('f');
    await sent;
    await page
      .locator(`article[data-id="${id}"]`)
      .getByRole('button', { name: 'Favorite', pressed: true })
      .waitFor();

    // Far down the feed the next post is not mounted; j still brings it and focuses it.
    await page.locator(`${POSTS}[aria-posinset="2"]`).focus();
    await expect
      .poll(
        async () => {
          const positions = await page.$$eval(POSTS, (all) =>
            all.map((a) => Number(a.getAttribute('aria-posinset'))),
          );
          if (positions.includes(3)) await wheelToEnd(page);
          return positions.includes(3);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(false);
    await page.keyboard.press('j');
    await expect.poll(() => focused(page)).toMatchObject({ position: 3, onScreen: true });
    await context.close();
  });

  it('goes places with g then a letter and ?, and leaves the composer its letters', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);

    // Typing in the composer types; it favourites nothing and goes nowhere.
    let favourited = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/favourite')) favourited = true;
    });
    await page.keyboard.press('n');
    const composer = page.getByRole('textbox', { name: "What's on your mind?" });
    // The composer takes focus as it renders (its form may still be loading when n comes).
    await expect
      .poll(() => composer.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    await page.keyboard.type('fgn?');
    expect(await composer.inputValue()).toBe('fgn?');
    await page.keyboard.press('Escape');
    expect(await composer.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(page.url()).toMatch(/\/home$/);
    expect(favourited).toBe(false);

    await page.keyboard.press('g');
    await page.keyboard.press('n');
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();

    await page.keyboard.press('?');
    await page.waitForURL(/\/keyboard-shortcuts$/);
    await page.getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor();
    const table = page.getByRole('table');
    expect(await table.getByRole('row', { name: /Favorite post/ }).innerText()).toMatch(/^f\b/);
    expect(await table.getByRole('row', { name: /Open notifications column/ }).innerText()).toMatch(
      /^g\+n/,
    );
    expect(await table.getByRole('row', { name: /Add an emoji reaction/ }).innerText()).toMatch(
      /^a\b/,
    );
    await context.close();
  });
});
