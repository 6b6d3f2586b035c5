import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, tokenFor, useSandbox } from './harness';

/** API paths only kmyblue has: a vanilla server must never be asked for them. */
const KMYBLUE_ONLY = [
  /\/api\/v1\/antennas(\/|\?|$)/,
  /\/api\/v1\/timelines\/antenna\//,
  /\/api\/v1\/circles(\/|\?|$)/,
  /\/api\/v1\/bookmark_categories(\/|\?|$)/,
  /\/api\/v1\/reaction_deck/,
  /\/api\/v1\/emoji_reactions/,
  /\/api\/v1\/statuses\/[^/]+\/(bookmark_categories|emoji_reactions|emoji_unreaction|emoji_reactioned_by|referred_by|references)/,
  /stream=(antenna|circle)/,
];

function recordKmyblueRequests(page: Page): string[] {
  const asked: string[] = [];
  const check = (url: string) => {
    if (KMYBLUE_ONLY.some((re) => re.test(url))) asked.push(url);
  };
  page.on('request', (request) => check(request.url()));
  page.on('websocket', (ws) => {
    check(ws.url());
    ws.on('framesent', (frame) => check(String(frame.payload)));
  });
  return asked;
}

describe('a vanilla Mastodon server', () => {
  const env = useSandbox({ flavour: 'mastodon' });

  it("shows none of kmyblue's screens, columns or controls, and never asks for them", async () => {
    const context = await newContext(env.browser, { width: 1440 });
    const page = await context.newPage();
    const asked = recordKmyblueRequests(page);
    await signIn(page, env.sandbox);

    // The navigation: Mastodon's organisers, none of kmyblue's.
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Lists' }).waitFor();
    await nav.getByRole('link', { name: 'Filters' }).waitFor();
    for (const name of [
      'Antennas',
      'Circles',
      'Bookmark categories',
      'Reaction deck',
      'Emoji reactions',
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }

    // The composer: no searchability, no circle audience.
    await page.getByRole('textbox', { name: "What's on your mind?" }).waitFor();
    expect(await page.getByRole('button', { name: 'Change post searchability' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Change post privacy' }).click();
    await page
      .getByRole('menuitemradio', { name: /Public/ })
      .first()
      .waitFor();
    expect(await page.getByRole('menuitemradio', { name: 'Circle' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A post: no emoji reaction, no bookmark category in its menu.
    const first = page.getByRole('feed').first().getByRole('article').first();
    expect(await first.getByRole('button', { name: 'Emoji reaction' }).count()).toBe(0);
    await first.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem', { name: 'Bookmark category' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // kmyblue's routes are not found here; Mastodon's lists still work.
    for (const path of [
      '/antennasw',
      '/circles',
      '/bookmark_categories',
      '/reaction_deck',
      '/emoji_reactions',
    ]) {
      await page.goto(`${env.sandbox.url}${path}`);
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
    }
    await page.goto(`${env.sandbox.url}/lists`);
    await page.getByRole('textbox', { name: 'New list title' }).waitFor();

    // A status page (context, lists of who acted) asks for nothing of kmyblue's either.
    const home = await fetch(`${env.sandbox.url}/api/v1/timelines/home?limit=1`, {
      headers: { authorization: `Bearer ${await tokenFor(env.sandbox, 'demo')}` },
    });
    const [status] = (await home.json()) as { id: string; account: { acct: string } }[];
    if (!status) throw new Error('home is empty');
    await page.goto(`${env.sandbox.url}/@${status.account.acct}/${status.id}`);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Reply' }).first().waitFor();

    expect(asked).toEqual([]);
    await context.close();
  });
});
