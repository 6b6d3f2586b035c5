import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, signIn, tokenFor, useSandbox } from './harness';
import { findStatusId } from './statusLookup';

/** The names of the deck's saved columns, left to right. */
const columnNames = (page: Page) =>
  page
    .locator('.columns-area__column[data-column]:not([data-column="route"]) > section')
    .evaluateAll((sections) =>
      sections.map((s) => s.querySelector('.column-header__title')?.textContent ?? ''),
    );

/** Wholly on screen and clear of the navigation panel on the right. */
const isInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const nav = document.querySelector('.ui__side--right')?.getBoundingClientRect();
    return box.left >= 0 && box.right <= (nav?.left ?? window.innerWidth) + 1;
  });

const settingsSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/web/settings') && r.request().method() === 'PUT',
  );

describe('deck columns and settings', () => {
  const env = useSandbox();
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(env.browser, { width: 1440, height: 900 });
    page = await context.newPage();
    await signIn(page, env.sandbox);
  }, 60_000);
  afterAll(async () => {
    await context?.close().catch(() => undefined);
  });

  it('pins, moves, configures and unpins a column, and keeps the set over a reload', async () => {
    await page.getByRole('checkbox', { name: 'Multi-column layout' }).check();
    await page.waitForURL(/\/deck\/home$/);

    await page.getByRole('link', { name: 'Local timeline', exact: true }).click();
    await page.waitForURL(/\/deck\/public\/local$/);
    const local = page.getByRole('region', { name: 'Local timeline' });
    await local.getByRole('button', { name: 'Pin' }).click();
    await expect
      .poll(() => columnNames(page))
      .toEqual(['Compose new post', 'Home', 'Notifications', 'Local timeline']);
    await local.getByRole('article').first().waitFor();
    await expect.poll(() => isInView(local)).toBe(true);

    await local.getByRole('button', { name: 'Show settings' }).click();
    await local.getByRole('button', { name: 'Move left' }).click();
    await expect
      .poll(() => columnNames(page))
      .toEqual(['Compose new post', 'Home', 'Local timeline', 'Notifications']);
    const mediaOnly = page.waitForResponse(
      (r) => r.url().includes('/timelines/public') && r.url().includes('only_media=true'),
    );
    const saved = settingsSaved(page);
    await local.getByRole('checkbox', { name: 'Show only media' }).check();
    await mediaOnly;
    await expect
      .poll(() =>
        local.getByRole('article').evaluateAll(
          (articles) =>
            // Media behind a content warning shows once the warning is opened.
            articles.length > 0 &&
            articles.every((a) => a.querySelector('.media-gallery__item, .status__spoiler')),
        ),
      )
      .toBe(true);
    await saved;

    await page.reload();
    await page.locator('.ui--multi').waitFor();
    await expect
      .poll(() => columnNames(page))
      .toEqual(['Compose new post', 'Home', 'Local timeline', 'Notifications']);
    await local.getByRole('button', { name: 'Show settings' }).click();
    expect(await local.getByRole('checkbox', { name: 'Show only media' }).isChecked()).toBe(true);
    await local.getByRole('button', { name: 'Unpin' }).click();
    await expect
      .poll(() => columnNames(page))
      .toEqual(['Compose new post', 'Home', 'Notifications']);
  });

  it('expands content warnings and uses the default privacy chosen in the settings', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/deck\/settings$/);
    const settings = page.getByRole('region', { name: 'Settings' });
    const saved = settingsSaved(page);
    await settings
      .getByRole('checkbox', { name: /expand posts marked with content warnings/ })
      .check();

    const warned = await fetch(`${env.sandbox.url}/api/v1/accounts/lookup?acct=erin`)
      .then((r) => r.json() as Promise<{ id: string }>)
      .then((erin) => fetch(`${env.sandbox.url}/api/v1/accounts/${erin.id}/statuses?limit=40`))
      .then((r) => r.json() as Promise<{ spoiler_text: string; content: string }[]>)
      .then((statuses) => statuses.find((s) => s.spoiler_text));
    await saved;
    if (!warned) throw new Error('erin has no post with a content warning');
    const text = warned.content.replace(/<[^>]+>/g, '').slice(0, 20);
    const id = await findStatusId(env.sandbox, 'erin', text);
    await page.goto(`${env.sandbox.url}/deck/@erin/${id}`);
    const article = page.locator(`article.status--detailed[data-id="${id}"]`);
    const toggle = article.getByRole('button', { name: 'Show less' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.goBack();

    const patched = page.waitForResponse((r) => r.url().endsWith('/update_credentials'));
    await page
      .getByRole('region', { name: 'Settings' })
      .getByLabel('Posting privacy')
      .selectOption('private');
    expect((await patched).status()).toBe(200);
    const token = await tokenFor(env.sandbox, 'demo');
    const preferences = (await (
      await fetch(`${env.sandbox.url}/api/v1/preferences`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Record<string, unknown>;
    expect(preferences['posting:default:visibility']).toBe('private');

    await page.reload();
    const privacy = page.getByRole('button', { name: 'Change post privacy' });
    await expect.poll(() => privacy.textContent()).toContain('Followers');
  });

  it('takes boosts out of home at once when they are turned off', async () => {
    const home = page.getByRole('feed', { name: 'Home' });
    await home.getByRole('article').first().waitFor();
    const boosts = home.locator('.status__prepend');
    await expect.poll(() => boosts.count()).toBeGreaterThan(0);
    await page
      .getByRole('region', { name: 'Settings' })
      .getByRole('checkbox', { name: 'Show boosts' })
      .uncheck();
    await expect.poll(() => boosts.count()).toBe(0);
    expect(await home.getByRole('article').count()).toBeGreaterThan(0);
  });
});
