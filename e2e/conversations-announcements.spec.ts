import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('private mentions and announcements', () => {
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

  it('opens the unread conversation, which goes read, and a new message arrives live on top', async () => {
    await page.getByRole('link', { name: 'Private mentions' }).click();
    const feed = page.getByRole('feed', { name: 'Private mentions' });
    const withAlice = feed.getByRole('article', { name: 'With Alice Liddell', exact: true });
    await withAlice.getByText('Unread').waitFor();
    await withAlice.getByText('see you at the gate').click();
    await page.waitForURL(/\/@alice\/\d+$/);
    await page.locator('article.status--detailed').getByText('see you at the gate').waitFor();

    await page.goBack();
    await withAlice.getByText('see you at the gate').waitFor();
    expect(await withAlice.getByText('Unread').count()).toBe(0);

    const alice = await tokenFor(env.sandbox, 'alice');
    await apiPost(env.sandbox, alice, '/api/v1/statuses', {
      status: '@demo @bob a live secret',
      visibility: 'direct',
    });
    const newest = feed.getByRole('article').first();
    await newest.getByText('a live secret').waitFor();
    await newest.getByText('Unread').waitFor();
    expect(await newest.getAttribute('aria-label')).toMatch(/Alice Liddell/);

    // kmyblue marks one unread again; deleting asks first.
    await withAlice.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Mark as unread' }).click();
    await withAlice.getByText('Unread').waitFor();
    await newest.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete conversation' }).click();
    await page
      .getByRole('dialog', { name: 'Delete conversation' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await feed.getByText('a live secret').waitFor({ state: 'detached' });
    expect(await feed.getByRole('article').count()).toBe(1);
  });

  it('shows announcements above home with the unread count, takes a reaction, and a new one live', async () => {
    await page.getByRole('link', { name: 'Home' }).first().click();
    const toggle = page.getByRole('button', { name: 'Announcements' });
    await toggle.getByText('2 unread').waitFor();
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Announcements' });
    await panel.getByText('Welcome to the kmyblue sandbox').waitFor();
    await panel.getByText('1 / 2').waitFor();
    // The announcement in view is dismissed.
    await toggle.getByText('1 unread').waitFor();

    const reactions = panel.getByRole('group', { name: 'Reactions' });
    await reactions.getByRole('button', { name: '👍 2 reactions' }).click();
    const thumbs = reactions.getByRole('button', { name: '👍 3 reactions' });
    await thumbs.waitFor();
    expect(await thumbs.getAttribute('aria-pressed')).toBe('true');

    await reactions.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji reaction' });
    await picker.getByRole('searchbox', { name: 'Search...' }).fill('tada');
    await picker.getByRole('button', { name: '🎉', exact: true }).click();
    await reactions.getByRole('button', { name: '🎉 1 reaction' }).waitFor();

    await env.sandbox.announcements.publish({ text: 'Fresh from the sandbox: private mentions!' });
    await panel.getByText('1 / 3').waitFor();
    await panel.getByRole('button', { name: 'Previous' }).click();
    await panel.getByText('Fresh from the sandbox: private mentions!').waitFor();
    await panel.getByText('3 / 3').waitFor();
  });
});
