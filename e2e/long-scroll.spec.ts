import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signIn, useSandbox, wheelToEnd } from './harness';

const POSTS = '[role="feed"][aria-label="Home"] > article';

/** Each mounted post's place in the feed and id, in DOM order. */
const mounted = (page: Page) =>
  page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector), (a) => ({
        position: Number(a.getAttribute('aria-posinset')),
        id: a.getAttribute('data-id') ?? '',
        top: a.getBoundingClientRect().top,
      })),
    POSTS,
  );

describe('a long scroll through home', () => {
  const env = useSandbox();

  it('keeps only the posts near the screen mounted, in order, and finds the first again', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.locator(`${POSTS}[aria-posinset="2"]`).waitFor();
    const [first] = await mounted(page);
    // Focus stays where the reader put it, however far the feed scrolls.
    await page.locator(`${POSTS}[aria-posinset="2"]`).focus();
    const focusedId = await page.evaluate(() => document.activeElement?.getAttribute('data-id'));

    const seen = new Map<number, string>();
    for (const position of [21, 41, 61, 81]) {
      // The reader keeps scrolling down until the post comes (the feed holds its place
      // while posts above it mount, so one jump to the end is not always the end).
      await expect
        .poll(
          async () => {
            const furthest = Math.max(0, ...(await mounted(page)).map((p) => p.position));
            if (furthest < position) await wheelToEnd(page);
            return furthest;
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBeGreaterThanOrEqual(position);
      const posts = await mounted(page);
      // Bounded: a page or two around the screen, whatever has been read.
      expect(posts.length).toBeLessThanOrEqual(45);
      // In feed order, one after another (the focused post aside), each where it was before.
      const run = posts.filter((p) => p.id !== focusedId);
      expect(run.map((p) => p.position)).toEqual(run.map((_, i) => (run[0]?.position ?? 0) + i));
      for (const p of posts) {
        expect(seen.get(p.position) ?? p.id).toBe(p.id);
        seen.set(p.position, p.id);
      }
    }
    // The first posts are gone from the DOM; the focused one is still there, still focused.
    expect(await page.locator(`${POSTS}[aria-posinset="1"]`).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(
      focusedId,
    );

    // Back at the top, the first post is mounted again, where it was.
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = page.locator(`${POSTS}[aria-posinset="1"]`);
    await top.waitFor();
    expect(await top.getAttribute('data-id')).toBe(first?.id);
    expect(await top.evaluate((a) => a.getBoundingClientRect().top >= 0)).toBe(true);
    await context.close();
  });
});
