import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';
import { openPost } from './statusLookup';

const POST = 'Deploy went fine';

async function openPicker(page: Page) {
  const article = page.locator('article.status--detailed');
  await article.getByRole('button', { name: 'Emoji reaction', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji reaction' });
  await picker.waitFor();
  return { article, picker };
}

describe('emoji reactions', () => {
  const env = useSandbox();

  it('reacts through the picker and shows the count', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await openPost(page, env.sandbox, 'bob', POST);
    const { article, picker } = await openPicker(page);
    // The reaction deck from the server is offered.
    await picker
      .getByRole('region', { name: 'Reaction deck' })
      .getByRole('button', { name: ':kmyblue:' })
      .waitFor();
    await picker.getByRole('searchbox', { name: 'Search...' }).fill('tada');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/emoji_reactions/') && r.request().method() === 'PUT',
    );
    await picker.getByRole('button', { name: '🎉', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    const reaction = article
      .getByRole('group', { name: 'Emoji reactions' })
      .getByRole('button', { name: '🎉 1 reaction' });
    await reaction.waitFor();
    expect(await reaction.getAttribute('aria-pressed')).toBe('true');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toMatch(/\/emoji_reactions\/%F0%9F%8E%89$/);

    // Now first among the frequently used.
    const { picker: second } = await openPicker(page);
    await second
      .getByRole('region', { name: 'Frequently used' })
      .getByRole('button', { name: '🎉', exact: true })
      .waitFor();
    await page.keyboard.press('Escape');
    await second.waitFor({ state: 'detached' });

    // Kept by the server.
    await page.reload();
    await page
      .locator('article.status--detailed')
      .getByRole('button', { name: '🎉 1 reaction', pressed: true })
      .waitFor();

    // One reaction per account on this server: a new one takes the old one's place.
    const { article: reloaded, picker: third } = await openPicker(page);
    await third
      .getByRole('region', { name: 'Reaction deck' })
      .getByRole('button', { name: ':blobcat:' })
      .click();
    const reactions = reloaded.getByRole('group', { name: 'Emoji reactions' });
    await reactions.getByRole('button', { name: ':blobcat: 1 reaction', pressed: true }).waitFor();
    await expect.poll(() => reactions.getByRole('button', { name: /^🎉/ }).count()).toBe(0);
    await context.close();
  });

  it('rolls back a reaction the server refuses and shows the alert', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.route('**/emoji_reactions/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Reactions are resting' }),
      }),
    );
    await openPost(page, env.sandbox, 'alice', 'how the pond was built');
    const { article, picker } = await openPicker(page);
    await picker.getByRole('searchbox', { name: 'Search...' }).fill('fire');
    await picker.getByRole('button', { name: '🔥', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Reactions are resting' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('500');
    await expect.poll(() => article.getByRole('button', { name: /^🔥/ }).count()).toBe(0);
    await context.close();
  });

  it('gives a visitor the interaction prompt instead of the picker', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.sandbox.url}/login?server=${encodeURIComponent(env.sandbox.url)}`);
    await page.getByRole('button', { name: 'Browse as visitor' }).click();
    await page.waitForURL(/\/public\/local$/);
    const article = await openPost(page, env.sandbox, 'bob', POST);
    await article.getByRole('button', { name: 'Emoji reaction', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: "React to Bob Builder's post" });
    await prompt.waitFor();
    expect(await page.getByRole('dialog', { name: 'Emoji reaction' }).count()).toBe(0);
    await context.close();
  });
});
