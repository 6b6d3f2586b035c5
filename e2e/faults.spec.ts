import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useSandbox } from './harness';

/** Requests left unanswered, as a hung server leaves them (ended when the test is done). */
const hang = (held: Route[]) => (route: Route) => void held.push(route);

/** The debugging setting that shortens every request's time limit, read at start-up. */
async function shortTimeouts(page: Page) {
  await page.evaluate(() => localStorage.setItem('debug.requestTimeoutMs', '1500'));
  await page.reload();
  await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
}

describe('faults: a hung, failing or garbled server', () => {
  const env = useSandbox();
  let page: Page;

  it('a favourite the server never answers rolls back with an alert', async () => {
    // The worker would answer some requests itself, out of page.route's reach.
    const context = await env.browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    page = await context.newPage();
    await signIn(page, env.sandbox);
    await shortTimeouts(page);
    const held: Route[] = [];
    await page.route('**/api/v1/statuses/*/favourite', hang(held));
    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Favorite', pressed: false }) })
      .first();
    const id = String(await article.getAttribute('data-id'));
    const same = page.locator(`article[data-id="${id}"]`).first();
    await article.getByRole('button', { name: 'Favorite' }).click();
    await same.getByRole('button', { name: 'Favorite', pressed: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Server not responding' }).waitFor();
    await same.getByRole('button', { name: 'Favorite', pressed: false }).waitFor();
    await page.unroute('**/api/v1/statuses/*/favourite');
    for (const route of held) await route.abort('failed').catch(() => undefined);
  });

  it('a hung timeline ends in an error with Try again, which loads it', async () => {
    const held: Route[] = [];
    await page.route('**/api/v1/timelines/public*', hang(held));
    await page.goto(`${env.sandbox.url}/public`);
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load this' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('The server took too long to answer.');
    expect(await page.getByText('Loading…').count()).toBe(0);
    await page.unroute('**/api/v1/timelines/public*');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('feed').getByRole('article').first().waitFor();
    for (const route of held) await route.abort('failed').catch(() => undefined);
  });

  it('starts with the server unreachable: the app and its notice show, the session stays, and it recovers', async () => {
    await page.goto(`${env.sandbox.url}/home`);
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
    await page.route('**/api/**', (route) => route.abort('failed'));
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'The server cannot be reached' }).waitFor();
    await page.getByRole('navigation').first().waitFor();
    expect(page.url()).toMatch(/\/home$/);
    await page.unroute('**/api/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
    await page.getByText('The server cannot be reached').waitFor({ state: 'hidden' });
  });

  it('a search the server refuses says so in place of the results; Try again finds them', async () => {
    await page.route('**/api/v2/search*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Search is down' } }),
    );
    await page.goto(`${env.sandbox.url}/search?q=alice`);
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load this' });
    await failure.waitFor();
    expect(await page.getByRole('heading', { name: 'Profiles' }).count()).toBe(0);
    await page.unroute('**/api/v2/search*');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Profiles' }).waitFor();
    expect(await failure.count()).toBe(0);
  });

  it('a post with a garbled poll, media item and quote shows its text with those marked unavailable, also on its page', async () => {
    const unreadableQuoted = { id: 'q-bad', account: 'nobody' };
    const garble = (status: Record<string, unknown>) => ({
      ...status,
      content: '<p>Still readable words</p>',
      poll: { id: 'p-bad', options: 'none' },
      media_attachments: [{ id: 'm-bad', type: 'image', url: 'javascript:void 0' }],
      quote: { state: 'accepted', quoted_status: unreadableQuoted },
      quotes_count: 'many',
    });
    let garbledId = '';
    await page.route('**/api/v1/timelines/home*', async (route) => {
      const response = await route.fetch();
      const statuses = (await response.json()) as Record<string, unknown>[];
      const [first, ...rest] = statuses;
      if (first) garbledId = String(first.id);
      await route.fulfill({ response, json: first ? [garble(first), ...rest] : [] });
    });
    await page.route(/\/api\/v1\/statuses\/[^/]+$/, async (route) => {
      // Asked for on its own, the quoted post is just as unreadable.
      if (route.request().url().endsWith('/q-bad'))
        return route.fulfill({ json: unreadableQuoted });
      const response = await route.fetch();
      const status = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: String(status.id) === garbledId ? garble(status) : status,
      });
    });
    await page.goto(`${env.sandbox.url}/home`);
    const post = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ hasText: 'Still readable words' })
      .first();
    await post.waitFor();
    await post.getByText('Poll unavailable').waitFor();
    await post.getByText('Media unavailable: no http(s) address').waitFor();
    await post.getByText('Quoted post unavailable').waitFor();

    await page.goto(`${env.sandbox.url}/statuses/${garbledId}`);
    const detailed = page.getByRole('article').filter({ hasText: 'Still readable words' }).first();
    await detailed.waitFor();
    await detailed.getByText('Poll unavailable').waitFor();
    expect(await page.getByText('This post could not be found.').count()).toBe(0);
    // A request still being rewritten as the page closes has nothing left to answer.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });
});
