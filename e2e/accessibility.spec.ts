import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeReport } from './axe';
import { newContext, signIn, useSandbox, wheelToEnd } from './harness';
import { findStatusId } from './statusLookup';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One sign-in walks every screen, menu and dialog with axe (serious and critical findings
 * fail), then checks what axe cannot see: where focus goes, the feed's semantics, and
 * reduced motion.
 */
describe('accessibility', () => {
  const env = useSandbox();
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(env.browser);
    page = await context.newPage();
    await signIn(page, env.sandbox);
  });
  afterAll(async () => {
    await context.close();
  });

  let found: string[] = [];
  /** Checks the page, or only `include` (a menu or dialog over a page checked already). */
  const check = async (where: string, include?: string) => {
    found.push(...(await axeReport(page, where, include)));
  };
  const MENU = '[role="menu"]';
  const DIALOG = '[role="dialog"]';
  /** Every finding of the test so far, listed in the failure. */
  const expectClean = () => {
    const lines = found;
    found = [];
    expect(lines, lines.join('\n')).toEqual([]);
  };

  const go = async (path: string, shown: (page: Page) => Locator) => {
    await page.goto(`${env.sandbox.url}${path}`);
    await shown(page).first().waitFor();
  };
  const anyArticle = (p: Page) => p.getByRole('feed').first().getByRole('article');
  const post = (id: string) => page.locator(`article[data-id="${id}"]`).first();
  const openPost = async (acct: string, text: string) => {
    const id = await findStatusId(env.sandbox, acct, text);
    await go(`/@${acct}/${id}`, () => post(id));
    return post(id);
  };
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const closeWithEscape = async (shown: Locator) => {
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'detached' });
  };
  /** Clicks what opens a dialog, checks the dialog and closes it with Escape. */
  const checkDialog = async (opener: Locator, name: string) => {
    await opener.click();
    const shown = dialog(name);
    await shown.getByRole('button').first().waitFor();
    await check(name, DIALOG);
    await closeWithEscape(shown);
  };
  /** Picks an item of a More menu and checks the dialog it opens. */
  const checkMenuDialog = async (menuButton: Locator, item: string, name: string) => {
    await menuButton.click();
    await checkDialog(page.getByRole('menuitem', { name: item, exact: true }), name);
  };
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

  it('home, the composer with each menu open, a More menu and the emoji picker', async () => {
    await go('/home', anyArticle);
    await check('home');

    const composer = page.getByRole('form', { name: 'New post' });
    for (const name of [
      'Change post privacy',
      'Change post searchability',
      'Change post language',
      'Who can quote',
    ]) {
      await composer.getByRole('button', { name }).click();
      await page.getByRole('menu', { name }).waitFor();
      await check(`the composer's ${name} menu`, MENU);
      await page.keyboard.press('Escape');
    }
    await composer.getByRole('button', { name: 'Add content warning' }).click();
    await composer.getByRole('button', { name: 'Add a poll' }).click();
    await composer.getByRole('textbox', { name: 'Content warning (optional)' }).waitFor();
    await check('the composer with a content warning and a poll', 'form');

    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Emoji reaction', exact: true }) })
      .first();
    await article.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu', { name: 'More' }).waitFor();
    await check("a post's More menu", MENU);
    await page.keyboard.press('Escape');
    await article.getByRole('button', { name: 'Emoji reaction', exact: true }).click();
    const picker = dialog('Emoji reaction');
    await picker.getByRole('searchbox').waitFor();
    await check('the emoji picker', DIALOG);
    await closeWithEscape(picker);
    expectClean();
  });

  it('a thread and the dialogs of its posts', async () => {
    const own = await openPost('demo', 'Welcome to the kmyblue sandbox');
    await check('a thread');
    const ownMore = own.getByRole('button', { name: 'More' });
    await checkMenuDialog(ownMore, 'Delete', 'Delete post?');
    await checkMenuDialog(ownMore, 'Bookmark category', 'Bookmark categories');

    const bob = await openPost('bob', 'Deploy went fine');
    await bob.getByRole('button', { name: /^Edited / }).click();
    const history = dialog('Edit history');
    await history.getByRole('listitem').nth(1).waitFor();
    await check('Edit history', DIALOG);
    await closeWithEscape(history);
    const bobMore = bob.getByRole('button', { name: 'More' });
    await checkMenuDialog(bobMore, 'Mute @bob', 'Mute user?');
    await checkMenuDialog(bobMore, 'Block @bob', 'Block user?');
    await checkMenuDialog(bobMore, 'Report @bob', 'Reporting @bob');
    await checkMenuDialog(bobMore, 'Filter this post', 'Filter this post');

    const carol = await openPost('carol', 'Blurred by default');
    await carol.getByRole('button', { name: /^Sensitive content/ }).click();
    await carol.getByRole('img', { name: 'A spooky drawing of a pumpkin' }).click();
    const viewer = dialog('Media');
    await viewer.getByRole('img').first().waitFor();
    await check('the media viewer', DIALOG);
    await closeWithEscape(viewer);
    expectClean();
  });

  it('an account page with its list and circle dialogs', async () => {
    await go('/@alice', (p) => p.getByText('Follows you'));
    await anyArticle(page).first().waitFor();
    // The menu closes on any scroll; with the header at the top, opening it scrolls nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await check('an account page');
    const more = page.locator('.account-header').getByRole('button', { name: 'More' });
    await checkMenuDialog(more, 'Add to list', 'Add to list');
    await checkMenuDialog(more, 'Add to circle', 'Add to circle');
    await checkDialog(
      page.locator('.account-header').getByRole('button', { name: 'Unfollow' }),
      'Unfollow user?',
    );
    expectClean();
  });

  it('notifications with a confirmation, search results and settings', async () => {
    await go('/notifications', (p) =>
      p.getByRole('feed', { name: 'Notifications' }).getByRole('article'),
    );
    await check('notifications');
    await checkDialog(
      page.getByRole('button', { name: 'Clear notifications' }),
      'Clear notifications?',
    );

    await go('/search?q=alice', (p) =>
      p.getByRole('region', { name: 'Posts' }).getByRole('article'),
    );
    await check('search results');
    await go('/settings', (p) => p.getByRole('checkbox', { name: 'Reduce motion' }));
    await check('settings');
    expectClean();
  });

  it('the deck with the boost dialog, and the mobile layout with its menu', async () => {
    await go('/deck/home', anyArticle);
    await check('the deck');
    await page
      .getByRole('checkbox', { name: 'Show confirmation dialog before boosting' })
      .first()
      .check();
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Boost', exact: true }) })
      .first();
    await checkDialog(article.getByRole('button', { name: 'Boost', exact: true }), 'Boost?');

    await page.setViewportSize({ width: 400, height: 800 });
    await go('/home', anyArticle);
    await check('the mobile layout');
    await checkDialog(page.getByRole('button', { name: 'Menu' }), 'Menu');
    await page.setViewportSize({ width: 1280, height: 900 });
    expectClean();
  });

  it("a list's edit, members and delete dialogs, and the notification filter", async () => {
    await go('/lists', (p) => p.getByRole('list', { name: 'Lists' }).getByRole('link'));
    await check('lists');
    await page
      .getByRole('list', { name: 'Lists' })
      .getByRole('link', { name: 'Friends', exact: true })
      .click();
    await page.waitForURL(/\/lists\/\d+$/);
    for (const name of ['Edit list', 'List members', 'Delete list'])
      await checkDialog(page.getByRole('button', { name, exact: true }), name);

    await go('/notifications/requests', (p) =>
      p.getByRole('button', { name: 'Filter notifications from…' }),
    );
    await check('filtered notifications');
    await checkDialog(
      page.getByRole('button', { name: 'Filter notifications from…' }),
      'Filter notifications from…',
    );
    expectClean();
  });

  it("a visitor's screen and the interaction prompt", async () => {
    const visitor = await newContext(env.browser);
    const previous = page;
    page = await visitor.newPage();
    try {
      await go('/login', (p) => p.getByRole('button', { name: 'Browse as visitor' }));
      await check('the sign-in screen');
      await page.getByRole('button', { name: 'Browse as visitor' }).click();
      const feed = page.getByRole('feed', { name: 'Local timeline' });
      await feed.getByRole('article').first().waitFor();
      await check('the local timeline of a visitor');
      await page.getByRole('feed').getByRole('button', { name: 'Favorite' }).first().click();
      const prompt = page.getByRole('dialog');
      await prompt.getByRole('button').first().waitFor();
      await check('the interaction prompt', DIALOG);
      await closeWithEscape(prompt);
      expectClean();
    } finally {
      await visitor.close();
      page = previous;
    }
  });

  it('a skip link, first for Tab and shown when focused, moves focus to the main column', async () => {
    await go('/home', anyArticle);
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Skip to main content' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await link.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(page.url()).toBe(`${env.sandbox.url}/home`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('a dialog takes focus, keeps it on Tab and gives it back to its opener on Escape', async () => {
    const bob = await openPost('bob', 'Deploy went fine');
    const more = bob.getByRole('button', { name: 'More' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Mute @bob', exact: true }).click();
    const mute = dialog('Mute user?');
    await mute.waitFor();
    const inDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await expect.poll(inDialog).toBe(true);
    const stops = await mute.evaluate(
      (el) => el.querySelectorAll('button:not(:disabled), input, select, [href]').length,
    );
    // Round the dialog once each way, and one step past where it would leave.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i <= stops; i++) {
        await page.keyboard.press(key);
        expect(await inDialog()).toBe(true);
      }
    }
    await closeWithEscape(mute);
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('a dropdown menu takes focus, and Escape closes it and gives focus back to its button', async () => {
    const bob = await openPost('bob', 'Deploy went fine');
    const menus = [
      { button: bob.getByRole('button', { name: 'More' }), name: 'More', item: 'menuitem' },
      {
        button: page.getByRole('button', { name: 'Change post privacy' }),
        name: 'Change post privacy',
        item: 'menuitemradio',
      },
    ];
    for (const { button, name, item } of menus) {
      await button.click();
      const menu = page.getByRole('menu', { name });
      await menu.waitFor();
      const role = () => page.evaluate(() => document.activeElement?.getAttribute('role'));
      expect(await role()).toBe(item);
      const first = await focusedText();
      await page.keyboard.press('ArrowDown');
      expect(await focusedText()).not.toBe(first);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    }
  });

  it('the feed: articles in Tab order, named, placed in the set, busy while a page loads', async () => {
    await go('/home', anyArticle);
    const feed = page.getByRole('feed', { name: 'Home' });
    // Home's kept copy may show while its first page loads: busy, then not.
    await expect.poll(() => feed.getAttribute('aria-busy')).toBe('false');
    const first = feed.getByRole('article').first();
    expect(await first.getAttribute('tabindex')).toBe('0');
    expect(await first.getAttribute('aria-posinset')).toBe('1');
    expect(await first.getAttribute('aria-setsize')).toBe('-1');
    const author = await first.locator('.display-name__html').first().innerText();
    expect(await first.getAttribute('aria-label')).toMatch(new RegExp(`^${escape(author)}, \\S`));

    // The next page is held until the feed has said it is busy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/timelines\/home\?.*max_id=/, async (route) => {
      await held;
      await route.continue();
    });
    // Scrolled on to the end until the next page is asked for (the first one may still be
    // mounting below the screen, moving the end away).
    await expect
      .poll(async () => {
        await wheelToEnd(page);
        return feed.getAttribute('aria-busy');
      })
      .toBe('true');
    release();
    await expect.poll(() => feed.getAttribute('aria-busy')).toBe('false');
    await page.unroute(/\/api\/v1\/timelines\/home\?.*max_id=/);

    // Only posts near the screen are mounted; each still says its place in the whole feed.
    const places = await feed
      .locator('article[aria-posinset]')
      .evaluateAll((articles) => articles.map((a) => Number(a.getAttribute('aria-posinset'))));
    expect(Math.max(...places)).toBeGreaterThan(20);
    expect(places).toEqual(places.map((_, i) => (places[0] ?? 0) + i));
  });

  it('reduced motion: the system preference and the setting both stop animations', async () => {
    const animation = () =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        probe.className = 'animated-number--up';
        document.body.append(probe);
        const name = getComputedStyle(probe).animationName;
        probe.remove();
        return name;
      });
    // A retry starts from the system's default, whatever the failed attempt left emulated.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const setting = page.getByRole('checkbox', { name: 'Reduce motion' });
    await go('/settings', () => setting);
    if (await setting.isChecked()) await setting.uncheck();
    // The page follows a change in its next frames; a busy 2-core machine may take seconds.
    const settled = { timeout: 10_000 };
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(animation, settled).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(animation, settled).not.toBe('none');
    await setting.check();
    await expect.poll(animation, settled).toBe('none');
    await setting.uncheck();
  });
});
