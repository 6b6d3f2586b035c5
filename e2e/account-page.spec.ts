import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

const FEATURED_TAGS = [
  { id: '1', name: 'garden', url: 'x', statuses_count: 2, last_status_at: null },
  { id: '2', name: 'sunsets', url: 'x', statuses_count: 5, last_status_at: null },
];

describe('the account page, relationships and profile editing', () => {
  const env = useSandbox();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(env.browser);
    page = await context.newPage();
    // The sandbox seeds no featured tags; the client shows what a server answers.
    await page.route(/\/api\/v1\/accounts\/\d+\/featured_tags$/, (route) =>
      route.fulfill({ json: FEATURED_TAGS }),
    );
    await signIn(page, env.sandbox);
  });
  afterAll(async () => {
    await context.close();
  });

  const counts = () => page.getByRole('list', { name: 'Counts' });
  const followers = async () =>
    Number((await counts().getByRole('listitem').nth(2).textContent())?.replace(/\D/g, ''));

  it('shows Follows you, the role, featured tags by use and pinned posts first', async () => {
    await page.goto(`${env.sandbox.url}/@alice`);
    await page.getByText('Follows you').waitFor();
    // The bio and the fields, read from the profile's HTML when the header shows them.
    await page.getByText('Curiouser and curiouser.').waitFor();
    const fields = page.getByRole('main').getByRole('definition');
    expect(await page.getByRole('main').getByRole('term').allTextContents()).toEqual([
      'Location',
      'Blog',
    ]);
    expect(await fields.allTextContents()).toEqual(['Wonderland', 'https://alice.example/blog']);
    expect(await page.getByText('Moderator', { exact: true }).count()).toBe(1);
    const tags = page.getByRole('region', { name: /featured hashtags/ }).getByRole('link');
    await tags.first().waitFor();
    expect(await tags.allTextContents()).toEqual(['#sunsets', '#garden']);
    const pinned = page.getByRole('region', { name: 'Pinned posts' }).getByRole('article');
    await pinned.first().waitFor();
    expect(await pinned.first().getByText('Pinned post').count()).toBe(1);
    await page.getByRole('feed').getByRole('article').first().waitFor();
    const pinnedBox = await pinned.first().boundingBox();
    const feedBox = await page.getByRole('feed').boundingBox();
    expect(pinnedBox?.y ?? 0).toBeLessThan(feedBox?.y ?? 0);
    expect(await page.getByRole('heading', { name: 'Featured profiles' }).count()).toBe(1);

    await tags.first().click();
    await page.waitForURL(/\/@alice\/tagged\/sunsets$/);
    await page.getByText('Posts tagged #sunsets').waitFor();
  });

  it('follows and unfollows with the followers count going up and down by one', async () => {
    await page.goto(`${env.sandbox.url}/@frank`);
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.waitFor();
    await counts().getByText('Followers').waitFor();
    const before = await followers();
    await follow.click();
    const unfollow = page.getByRole('button', { name: 'Unfollow', exact: true });
    await unfollow.waitFor();
    expect(await followers()).toBe(before + 1);
    await unfollow.click();
    const dialog = page.getByRole('dialog', { name: 'Unfollow user?' });
    await dialog.getByRole('button', { name: 'Unfollow' }).click();
    await follow.waitFor();
    expect(await followers()).toBe(before);
  });

  it('keeps a private note across a reload', async () => {
    await page.goto(`${env.sandbox.url}/@bob`);
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('Owes me a coffee');
    const saved = page.waitForResponse((r) => /\/accounts\/\d+\/note$/.test(r.url()));
    await page.keyboard.press('Tab');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Note' }).inputValue())
      .toBe('Owes me a coffee');
  });

  it('adds the account to a list from its More menu', async () => {
    await page.goto(`${env.sandbox.url}/@bob`);
    await page.getByText('Follows you').waitFor();
    const open = async () => {
      await page.locator('.account-header').getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Add to list' }).click();
      return page.getByRole('dialog', { name: 'Add to list' });
    };
    let dialog = await open();
    const nightSky = dialog.getByRole('checkbox', { name: 'Night sky' });
    await nightSky.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Friends' }).isChecked()).toBe(true);
    expect(await nightSky.isChecked()).toBe(false);
    const added = page.waitForResponse(
      (r) => /\/lists\/\d+\/accounts$/.test(r.url()) && r.request().method() === 'POST',
    );
    // Added once the server agrees (it refuses whom a list may not hold).
    await nightSky.click();
    expect((await added).status()).toBe(200);
    await expect.poll(() => nightSky.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByText('Follows you').waitFor();
    dialog = await open();
    await expect
      .poll(() => dialog.getByRole('checkbox', { name: 'Night sky' }).isChecked())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('edits the display name and shows it on the reader’s own posts', async () => {
    await page.goto(`${env.sandbox.url}/@demo`);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    const name = page.getByRole('textbox', { name: 'Display name' });
    await name.waitFor();
    await name.fill('Demo Renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Changes saved!' }).waitFor();
    await page.goBack();
    const own = page.getByRole('feed').getByRole('article').first();
    await own.waitFor();
    await own.getByText('Demo Renamed').first().waitFor();
  });

  it('says an unknown account is not found, without an alert', async () => {
    await page.goto(`${env.sandbox.url}/@nobody_here`);
    await page.getByRole('heading', { name: 'Account not found' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
