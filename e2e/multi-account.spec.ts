import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  launchBrowser,
  newContext,
  signIn,
  startSandbox,
  tokenFor,
  type Sandbox,
} from './harness';

/** The texts a server's local timeline holds, read through its own API. */
async function localTexts(sandbox: Sandbox): Promise<string> {
  const response = await fetch(`${sandbox.url}/api/v1/timelines/public?local=true&limit=40`);
  return JSON.stringify(await response.json());
}

const accountsPanel = (page: Page) => page.getByRole('group', { name: 'Accounts' });

/** The account's own button in the menu (its row also has its column and log-out buttons). */
const accountButton = (page: Page, handle: string) =>
  accountsPanel(page).getByRole('listitem').filter({ hasText: handle }).getByRole('button').first();

async function openAccounts(page: Page) {
  const toggle = page.getByRole('button', { name: 'Accounts' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return accountsPanel(page);
}

async function post(page: Page, text: string) {
  await page.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page
    .getByRole('feed', { name: 'Home' })
    .first()
    .getByRole('article')
    .filter({ hasText: text })
    .first()
    .waitFor();
}

/**
 * Two servers on two origins; the client (served by the first) keeps an account on each,
 * switches between them, shows the other's home in a deck column, and signs one out.
 */
describe('several accounts on several servers', () => {
  let first: Sandbox;
  let second: Sandbox;
  let browser: Browser;
  beforeAll(async () => {
    [first, second] = await Promise.all([startSandbox(), startSandbox()]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await (browser as Browser | undefined)?.close();
    await Promise.all([first.close(), second.close()]);
  });

  it('adds an account on another server, switches, posts as each, and signs one out', async () => {
    expect(new URL(first.url).origin).not.toBe(new URL(second.url).origin);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, first);
    const aliceHandle = `@alice@${new URL(second.url).host}`;
    const demoHandle = `@demo@${new URL(first.url).host}`;

    // Add account: the OAuth flow of the second server, without signing out of the first.
    await (await openAccounts(page)).getByRole('button', { name: 'Add account' }).click();
    await page.waitForURL(/\/login$/);
    // The page fills in its own server once it has asked it; typing over it comes after.
    const server = page.getByRole('textbox', { name: /Server/ });
    await expect.poll(() => server.inputValue()).toBe(first.url);
    await server.fill(second.url);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(
      (url) => url.origin === second.url && url.pathname === '/oauth/authorize',
    );
    await page.getByLabel(/user ?name/i).fill('alice');
    await page.getByLabel(/password/i).fill('password');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(`${first.url}/home`);
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();

    let panel = await openAccounts(page);
    const current = panel.locator('[aria-current="true"]');
    await expect.poll(() => current.textContent()).toContain(aliceHandle);
    expect(await accountButton(page, demoHandle).getAttribute('aria-current')).toBeNull();
    await page.getByRole('button', { name: 'Accounts' }).click();

    const fromAlice = `Posted as alice on the second server ${Date.now()}`;
    await post(page, fromAlice);

    // Switch back in place: the address stays, the first server's account is current.
    await openAccounts(page);
    await accountButton(page, demoHandle).click();
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect
      .poll(async () => (await openAccounts(page)).locator('[aria-current="true"]').textContent())
      .toContain(demoHandle);
    await page.getByRole('button', { name: 'Accounts' }).click();
    expect(await page.getByRole('feed', { name: 'Home' }).getByText(fromAlice).count()).toBe(0);

    const fromDemo = `Posted as demo on the first server ${Date.now()}`;
    await post(page, fromDemo);

    // Each post is on its own server only.
    const [onFirst, onSecond] = await Promise.all([localTexts(first), localTexts(second)]);
    expect(onFirst).toContain(fromDemo);
    expect(onFirst).not.toContain(fromAlice);
    expect(onSecond).toContain(fromAlice);
    expect(onSecond).not.toContain(fromDemo);

    // The keyboard switches too: Alt+A goes to the next signed-in account, and on round.
    const currentHandle = async () =>
      (await openAccounts(page)).locator('[aria-current="true"]').textContent();
    for (const handle of [aliceHandle, demoHandle]) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Alt+a');
      await expect.poll(currentHandle).toContain(handle);
      await page.getByRole('button', { name: 'Accounts' }).click();
    }

    // The deck shows alice's home beside demo's, labelled with her account, live.
    await page.getByRole('checkbox', { name: 'Multi-column layout' }).check();
    await page.waitForURL(/\/deck\//);
    panel = await openAccounts(page);
    await panel.getByRole('button', { name: `Add ${aliceHandle}'s home as a column` }).click();
    const aliceColumn = page.getByRole('region').filter({ hasText: aliceHandle });
    await aliceColumn.getByRole('article').filter({ hasText: fromAlice }).first().waitFor();
    // Live over alice's own stream from the second server.
    const aliceToken = await tokenFor(second, 'alice');
    const live = `Live in the column of alice ${Date.now()}`;
    await apiPost(second, aliceToken, '/api/v1/statuses', { status: live, visibility: 'public' });
    const liveArticle = aliceColumn.getByRole('article').filter({ hasText: live }).first();
    await liveArticle.waitFor();
    // A favourite from her column is hers, made on her server.
    await liveArticle.getByRole('button', { name: 'Favorite' }).click();
    await expect
      .poll(async () => {
        const response = await fetch(`${second.url}/api/v1/favourites`, {
          headers: { authorization: `Bearer ${aliceToken}` },
        });
        return JSON.stringify(await response.json());
      })
      .toContain(live);

    // Signing alice out keeps demo signed in; her column goes with her.
    panel = await openAccounts(page);
    await panel.getByRole('button', { name: `Log out ${aliceHandle}` }).click();
    await expect.poll(() => aliceColumn.count()).toBe(0);
    panel = await openAccounts(page);
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(1);
    expect(await panel.locator('[aria-current="true"]').textContent()).toContain(demoHandle);
    await context.close();
  });
});
