import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox, type Sandbox } from './harness';

/** A new post of demo's, and someone favouriting it. */
async function favouriteNewPost(sandbox: Sandbox, by: string, text: string) {
  const demo = await tokenFor(sandbox, 'demo');
  const status = await apiPost(sandbox, demo, '/api/v1/statuses', { status: text });
  const token = await tokenFor(sandbox, by);
  await apiPost(sandbox, token, `/api/v1/statuses/${String(status.id)}/favourite`, {});
}

const titleStartsWith = (page: Page, prefix: string) =>
  page.waitForFunction((p) => document.title.startsWith(p), prefix);

async function openNotifications(page: Page) {
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await page.waitForURL(/\/notifications$/);
  const feed = page.getByRole('feed', { name: 'Notifications' });
  await feed.getByRole('article').first().waitFor();
  return feed;
}

describe('the notifications column', () => {
  const env = useSandbox();

  it('counts a new favourite in the title, narrows to mentions, and loads what a dropped stream missed', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    // The socket stays on the page (not in its worker), where routing can reach it.
    await page.addInitScript(() => {
      try {
        localStorage.setItem('debug.streamingInPage', '1');
      } catch {
        // about:blank has no storage.
      }
    });
    // The streaming socket goes through here, so that the test can drop it.
    let blocked = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/v1\/streaming/, (ws) => {
      if (blocked) return void ws.close();
      ws.connectToServer();
      sockets.push(ws);
    });
    await signIn(page, env.sandbox);
    let feed = await openNotifications(page);
    await titleStartsWith(page, 'Notifications');

    // Read up to here; back home, a favourite arrives live and the tab counts it.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(/\/home$/);
    await favouriteNewPost(env.sandbox, 'grace', 'Tea time with the compiler');
    await titleStartsWith(page, '(1) Home');
    await page.getByRole('link', { name: /^Notifications 1 unread/ }).waitFor();

    feed = await openNotifications(page);
    const favourited = feed
      .getByRole('article')
      .first()
      .filter({ hasText: 'Grace favorited your post' });
    await favourited.filter({ hasText: 'Tea time with the compiler' }).waitFor();
    // At the top, in a visible tab: read, so the count goes.
    await titleStartsWith(page, 'Notifications');

    // The quick filter bar narrows the list to mentions.
    await page.getByRole('button', { name: 'Mentions' }).click();
    await feed.getByRole('article').first().filter({ hasText: 'mentioned you' }).waitFor();
    await expect
      .poll(() => feed.getByRole('article').filter({ hasText: 'favorited your post' }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'All' }).click();
    await feed.getByRole('article').first().filter({ hasText: 'favorited your post' }).waitFor();

    // The stream drops: a gap above the newest; what came meanwhile loads from it.
    blocked = true;
    await sockets.at(-1)!.close();
    const gap = feed.getByRole('button', { name: 'Load more' }).first();
    await gap.waitFor();
    await favouriteNewPost(env.sandbox, 'heidi', 'Missed while offline');
    blocked = false;
    await gap.click();
    await feed
      .getByRole('article')
      .first()
      .filter({ hasText: 'Missed while offline' })
      .waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('moves the read marker to the newest notification read at the top, and on leaving the page', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const demo = await tokenFor(env.sandbox, 'demo');
    const get = async (path: string): Promise<unknown> =>
      (
        await fetch(`${env.sandbox.url}${path}`, { headers: { authorization: `Bearer ${demo}` } })
      ).json();
    const readMarker = async () => {
      const body = (await get('/api/v1/markers?timeline[]=notifications')) as {
        notifications?: { last_read_id: string };
      };
      return body.notifications?.last_read_id ?? null;
    };
    const newestId = async () => {
      const [first] = (await get('/api/v1/notifications?limit=1')) as { id: string }[];
      return first?.id ?? null;
    };

    // Read at the top of a visible list: the marker reaches the newest notification.
    const feed = await openNotifications(page);
    const newestAtOpen = await newestId();
    await expect.poll(readMarker, { timeout: 10_000 }).toBe(newestAtOpen);

    // A newer one arrives and is read; at the latest it goes out as the page is left.
    await favouriteNewPost(env.sandbox, 'frank', 'A post for the read marker');
    await feed
      .getByRole('article')
      .first()
      .filter({ hasText: 'A post for the read marker' })
      .waitFor();
    const newest = await newestId();
    expect(newest).not.toBe(newestAtOpen);
    await page.goto(`${env.sandbox.url}/home`);
    await expect.poll(readMarker, { timeout: 10_000 }).toBe(newest);
    await context.close();
  });

  it('authorizes a follow request in place, and clears notifications after confirming', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const feed = await openNotifications(page);

    // Seeded: ivan asked to follow demo.
    const request = feed
      .getByRole('article')
      .filter({ hasText: 'has requested to follow you' })
      .first();
    // The feed mounts what is near the screen: scroll down to it as a reader would.
    await feed.getByRole('article').first().hover();
    await expect
      .poll(
        async () => {
          if ((await request.count()) === 0) await page.mouse.wheel(0, 600);
          return request.count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await request.getByRole('button', { name: 'Authorize' }).click();
    await request.getByRole('button', { name: 'Authorize' }).waitFor({ state: 'detached' });
    expect(await request.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    // Authorizing makes ivan a follower, and that arrives live as a new notification at the
    // top: wait for it, so clearing is not followed by it coming in.
    const followed = feed.getByRole('article').filter({ hasText: /Ivan.*followed you/ });
    await expect
      .poll(
        async () => {
          if ((await followed.count()) === 0) await page.mouse.wheel(0, -2000);
          return followed.count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Clear notifications' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Are you sure you want to permanently clear all your notifications?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Clear notifications' }).click();
    await page.getByText("You don't have any notifications yet.").waitFor();
    expect(await feed.getByRole('article').count()).toBe(0);
    await context.close();
  });
});
