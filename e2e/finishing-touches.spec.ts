import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

/** carol's avatar made animated: a second address for the moving image, as servers send it. */
const ANIMATED = '?animated=1';
function animateCarol(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(animateCarol);
  if (typeof json !== 'object' || json === null) return json;
  const object = Object.fromEntries(
    Object.entries(json).map(([key, value]) => [key, animateCarol(value)]),
  );
  if (object.username === 'carol' && typeof object.avatar_static === 'string') {
    object.avatar = `${object.avatar_static}${ANIMATED}`;
  }
  return object;
}

describe('loading, counts, still images and custom emoji', () => {
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

  it('a slow timeline shows the loading bar and a spinner, and both go when it answers', async () => {
    const held: Route[] = [];
    await page.route('**/api/v1/timelines/public*', (route) => {
      held.push(route);
    });
    await page.getByRole('link', { name: 'Federated timeline' }).click();
    const bar = page.locator('.loading-bar');
    await bar.waitFor();
    const spinner = page.getByRole('progressbar', { name: 'Loading…' });
    await spinner.waitFor();
    // SPEC: the spinner is 50 across with a stroke of 6 (its layout box; the ring turns).
    const ring = await spinner
      .locator('.circular-progress')
      .evaluate((el: HTMLElement) => [
        el.offsetWidth,
        el.offsetHeight,
        getComputedStyle(el).borderTopWidth,
      ]);
    expect(ring).toEqual([50, 50, '6px']);
    expect(await page.getByText('Loading…').count()).toBe(0);

    for (const route of held) await route.continue();
    await page.unroute('**/api/v1/timelines/public*');
    await page.getByRole('feed').getByRole('article').first().waitFor();
    await spinner.waitFor({ state: 'detached' });
    await bar.waitFor({ state: 'detached' });
  });

  it("counts show on the timeline, go with the setting, and stay on a post's page", async () => {
    await page.getByRole('link', { name: 'Home' }).click();
    const feed = page.getByRole('feed');
    const counted = feed.locator('.icon-button__counter', { hasText: /\d/ }).first();
    await counted.waitFor();
    // The count sits beside its button and describes it; the button keeps its name.
    const counterId = await counted.getAttribute('id');
    const button = counted.locator('xpath=preceding-sibling::button[1]');
    expect(await button.getAttribute('aria-describedby')).toBe(counterId);
    const article = counted.locator('xpath=ancestor::article[1]');
    const postId = await article.getAttribute('data-id');

    await page.getByRole('link', { name: 'Settings' }).click();
    const toggle = page.getByRole('checkbox', { name: 'Show counts on posts in timelines' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await page.getByRole('link', { name: 'Home' }).click();
    const same = feed.locator(`article[data-id="${postId}"]`).first();
    await same.getByRole('button', { name: 'Reply' }).first().waitFor();
    expect(await feed.locator('.icon-button__counter').count()).toBe(0);

    await same.locator('a.status__relative-time').first().click();
    const detailed = page.locator('article.status--detailed');
    await detailed.locator('.icon-button__counter', { hasText: /\d/ }).first().waitFor();
  });

  it('with animated images off, an animated avatar shows its still image until hovered', async () => {
    await page.route('**/api/v1/accounts/**', async (route) => {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('json')) return route.fulfill({ response });
      return route.fulfill({ response, json: animateCarol(await response.json()) });
    });
    await page.goto(`${env.sandbox.url}/@carol`);
    const avatar = page.locator('.account-header__bar .avatar');
    await avatar.waitFor();
    const still = await avatar.getAttribute('src');
    expect(still).toMatch(/^http/);
    expect(still).not.toContain(ANIMATED);
    await avatar.hover();
    await expect.poll(() => avatar.getAttribute('src')).toBe(`${still ?? ''}${ANIMATED}`);
    await page.mouse.move(0, 0);
    await expect.poll(() => avatar.getAttribute('src')).toBe(still);
    // Requests being rewritten still finish; nothing rewrites the next tests' answers.
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('a notification shows a custom emoji in a name as its picture, the shortcode as its text', async () => {
    await page.getByRole('link', { name: /^Notifications/ }).click();
    const emoji = page
      .locator('.notification__message')
      .getByRole('img', { name: ':blobcat:', exact: true })
      .first();
    await emoji.waitFor();
    expect(await emoji.getAttribute('src')).toMatch(/^http/);
  });

  it("the visitor's interaction prompt shows the author's custom emoji", async () => {
    const visitor = await newContext(env.browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${env.sandbox.url}/login`);
    await expect
      .poll(() => visitorPage.getByRole('textbox', { name: /Server/ }).inputValue())
      .toBe(env.sandbox.url);
    await visitorPage.getByRole('button', { name: 'Browse as visitor' }).click();
    await visitorPage.waitForURL(/\/public\/local$/);
    await visitorPage.goto(`${env.sandbox.url}/@carol`);
    const post = visitorPage.getByRole('feed').getByRole('article').first();
    await post.getByRole('button', { name: 'Favorite' }).click();
    const dialog = visitorPage.getByRole('dialog', { name: /Carol :blobcat: Chen/ });
    await dialog.waitFor();
    const emoji = dialog.getByRole('heading').getByRole('img', { name: ':blobcat:', exact: true });
    expect(await emoji.count()).toBe(1);
    expect(await dialog.getByRole('heading').textContent()).not.toContain(':blobcat:');
    await visitor.close();
  });
});
