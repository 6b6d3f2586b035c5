import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

/** The search box of the navigation panel (wide layouts). */
const searchBox = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search' });

describe('search', () => {
  const env = useSandbox();

  it('suggests, searches, loads more posts, opens a profile, and remembers recent searches', async () => {
    const bob = await tokenFor(env.sandbox, 'bob');
    for (let i = 0; i < 13; i++) {
      await apiPost(env.sandbox, bob, '/api/v1/statuses', {
        status: `Notes for alice from the garden, day ${i} #alicegarden`,
        searchability: 'public',
      });
    }
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);

    const box = searchBox(page);
    await box.fill('alice');
    await page.getByRole('option', { name: /@alice/ }).waitFor();
    await page.getByRole('option', { name: '#alicegarden' }).waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=alice$/);

    await page
      .getByRole('region', { name: 'Profiles' })
      .getByRole('link', { name: /@alice/ })
      .waitFor();
    await page
      .getByRole('region', { name: 'Hashtags' })
      .getByRole('link', { name: '#alicegarden' })
      .waitFor();
    const posts = page.getByRole('region', { name: 'Posts' });
    await posts.getByRole('article').nth(9).waitFor();
    expect(await posts.getByRole('article').count()).toBe(10);
    await posts.getByRole('button', { name: 'Load more' }).click();
    await posts.getByRole('article').nth(10).waitFor();

    await page
      .getByRole('region', { name: 'Profiles' })
      .getByRole('link', { name: /@alice/ })
      .click();
    await page.waitForURL(/\/@alice$/);

    // The keyboard: down to the hashtag suggestion, Enter opens its timeline.
    await box.fill('#aliceg');
    const option = page.getByRole('option', { name: '#alicegarden' });
    await option.waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/tags\/alicegarden$/);

    await page.reload();
    await searchBox(page).click();
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: '#alicegarden', exact: true }).waitFor();
    await recent.getByRole('button', { name: 'alice', exact: true }).waitFor();
    await recent.getByRole('button', { name: 'Remove #alicegarden' }).click();
    await recent
      .getByRole('button', { name: '#alicegarden', exact: true })
      .waitFor({ state: 'detached' });
    await searchBox(page).press('Escape');
    await recent.waitFor({ state: 'detached' });
    await context.close();
  });

  it('finds a followers-only post only once the reader follows its author', async () => {
    const grace = await tokenFor(env.sandbox, 'grace');
    const jam = await apiPost(env.sandbox, grace, '/api/v1/statuses', {
      status: 'Homemade quince jam, for my followers only',
      searchability: 'private',
    });
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await searchBox(page).fill('quince');
    await searchBox(page).press('Enter');
    await page.getByText('Could not find anything for these search terms').waitFor();

    const demo = await tokenFor(env.sandbox, 'demo');
    const lookup = await fetch(`${env.sandbox.url}/api/v1/accounts/lookup?acct=grace`);
    const { id } = (await lookup.json()) as { id: string };
    await apiPost(env.sandbox, demo, `/api/v1/accounts/${id}/follow`, {});
    await searchBox(page).fill('quince');
    await searchBox(page).press('Enter');
    const posts = page.getByRole('region', { name: 'Posts' });
    await posts.getByRole('article').filter({ hasText: 'quince jam' }).waitFor();

    // A pasted URL of one post opens that post.
    await searchBox(page).fill(`${env.sandbox.url}/@grace/${String(jam.id)}`);
    await searchBox(page).press('Enter');
    await page.waitForURL(new RegExp(`/@grace/${String(jam.id)}$`));
    await context.close();
  });
});
