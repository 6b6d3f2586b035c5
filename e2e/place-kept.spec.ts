import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareIds, nextId } from '../src/lib/compareIds';
import { apiPost, newContext, signIn, tokenFor, useSandbox, wheelToEnd } from './harness';

const POSTS = '[role="feed"][aria-label="Home"] > article';

/**
 * Home's posts and their tops as the next frame paints them. A script reading positions at
 * any moment could fall between a change and the correction the feed makes before that
 * change is painted (its ResizeObserver, which runs after layout and before paint), a state
 * no reader ever sees; a ResizeObserver made now runs after the feed's, in the same frame.
 *
 * A post is named as home's place names it, by its entry in the feed (the mark before it):
 * for a boost that is the boost's own id, while its article shows (`data-id`) the post boosted.
 */
const postsAsPainted = (page: Page) =>
  page.evaluate(async (selector) => {
    await new Promise<void>((resolve) => {
      const probe = document.createElement('div');
      probe.style.cssText = 'position: fixed; top: 0; width: 1px; height: 1px';
      document.body.append(probe);
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        probe.remove();
        resolve();
      });
      observer.observe(probe);
    });
    const entryOf = (article: Element) => {
      for (let el = article.previousElementSibling; el; el = el.previousElementSibling) {
        const key = el.getAttribute('data-feed-mark');
        if (key !== null) return key;
      }
      return '';
    };
    return Array.from(document.querySelectorAll(selector), (a) => {
      const { top, bottom } = a.getBoundingClientRect();
      return { id: entryOf(a), shows: a.getAttribute('data-id') ?? '', top, bottom };
    });
  }, POSTS);

/** The article of home's entry `id` (the post, or the boost, right after its mark). */
const entryPost = (id: string) =>
  `[role="feed"][aria-label="Home"] > [data-feed-mark="${id}"] + article`;

/** The post at the top of the screen: the first whose bottom is below the screen's top. */
const topPost = async (page: Page) =>
  (await postsAsPainted(page)).find((post) => post.bottom > 1) ?? null;

/** Where a post's top is on screen, or null while it is not in the feed. */
const topOf = async (page: Page, id: string) =>
  (await postsAsPainted(page)).find((post) => post.id === id)?.top ?? null;

/** Waits until the post's top is painted within 3 px of `y`. */
const landsAt = (page: Page, id: string, y: number) =>
  expect
    .poll(async () => Math.abs(((await topOf(page, id)) ?? Infinity) - y), {
      timeout: 30_000,
      interval: 100,
    })
    .toBeLessThan(3);

/** The place this browser keeps for home (localStorage), as the client wrote it. */
const keptPlace = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('kmyblue:homePlace:'));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { statusId: string; offset: number })
      : null;
  });

/** Scrolls on, as a reader does, until the post at `position` has come. */
async function scrollTo(page: Page, position: number) {
  await expect
    .poll(
      async () => {
        const furthest = await page.evaluate(
          (s) =>
            Math.max(
              0,
              ...Array.from(document.querySelectorAll(s), (a) =>
                Number(a.getAttribute('aria-posinset')),
              ),
            ),
          POSTS,
        );
        if (furthest < position) await wheelToEnd(page);
        return furthest;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBeGreaterThanOrEqual(position);
}

describe('the reader’s place in home', () => {
  const env = useSandbox();
  let placeId = '';

  it('is kept over a reload, with what arrived since counted above', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await scrollTo(page, 50);
    // A few pages down, the post on screen a little scrolled past its top.
    const onScreen = await topPost(page);
    await page.evaluate(
      (selector) => {
        document.querySelector(selector)?.scrollIntoView({ block: 'start' });
        window.scrollBy(0, 30);
      },
      entryPost(onScreen?.id ?? ''),
    );
    // Kept once the scroll stops: the post at the top of the screen and its offset.
    await expect
      .poll(
        async () => {
          const [kept, top] = await Promise.all([keptPlace(page), topPost(page)]);
          return kept && top && kept.statusId === top.id && Math.abs(kept.offset - top.top) < 2;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const kept = await keptPlace(page);
    placeId = kept?.statusId ?? '';
    const offset = kept?.offset ?? 0;
    expect(offset).toBeLessThan(-20);

    const token = await tokenFor(env.sandbox, 'demo');
    for (const n of [1, 2, 3])
      await apiPost(env.sandbox, token, '/api/v1/statuses', { status: `Meanwhile ${String(n)}` });

    await page.reload();
    await landsAt(page, placeId, offset);
    await page.getByRole('button', { name: '3 new posts' }).waitFor();
    // Still there once the posts above it have come in.
    expect(Math.abs(((await topOf(page, placeId)) ?? Infinity) - offset)).toBeLessThan(3);

    // The place goes to the server as the home marker when the page is left.
    await page.goto('about:blank');
    await expect
      .poll(async () => {
        const markers = (await (
          await fetch(`${env.sandbox.url}/api/v1/markers?timeline[]=home`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { home?: { last_read_id: string } };
        return markers.home?.last_read_id;
      })
      .toBe(placeId);
    await context.close();
  });

  it('opens in another browser at the marker, fetched around it, and back lands where it was', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const homeRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/timelines/home') homeRequests.push(url);
    });
    await signIn(page, env.sandbox);
    await landsAt(page, placeId, 0);
    await page.getByRole('button', { name: /new posts/ }).waitFor();
    // Around the place: the first page as any start asks for it, then the page at the place
    // (max_id just above it), what arrived since and what fills upwards; never pages walking
    // down from the top to it.
    const uncursored = homeRequests.filter(
      ({ searchParams: q }) => !q.has('max_id') && !q.has('since_id') && !q.has('min_id'),
    );
    expect(uncursored.length).toBeLessThanOrEqual(1);
    for (const url of homeRequests) {
      const maxId = url.searchParams.get('max_id');
      if (maxId !== null) expect(compareIds(maxId, nextId(placeId))).toBeLessThanOrEqual(0);
    }
    expect(homeRequests.some((u) => u.searchParams.get('max_id') === nextId(placeId))).toBe(true);

    // To a post and back: the same post at the same offset.
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 700);
    let lastY = -1;
    await expect
      .poll(
        async () => {
          const y = await page.evaluate(() => window.scrollY);
          const still = y === lastY;
          lastY = y;
          return still;
        },
        { interval: 200 },
      )
      .toBe(true);
    const before = await topPost(page);
    if (!before) throw new Error('no post on screen');
    const post = page.locator(entryPost(before.id));
    // Clicked where it is: a click that scrolled it into view would move the place itself.
    await post.locator('a.status__relative-time').evaluate((a: HTMLElement) => a.click());
    await page.waitForURL(new RegExp(`/${before.shows}$`));
    await page.locator(`article[data-id="${before.shows}"]`).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goBack();
    await page.waitForURL(/\/home$/);
    await landsAt(page, before.id, before.top);
    // Scrolled elsewhere, once landed, by anything but the reader's hand (a script, a find in
    // the page), the place is let go: the feed stays where it was taken.
    await page.waitForTimeout(1_000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await context.close();
  });
});
