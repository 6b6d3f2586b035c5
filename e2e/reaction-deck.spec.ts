import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('the reaction deck', () => {
  const env = useSandbox();

  it('removes and adds emoji, kept by the server', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/reaction_deck`);
    const deck = page.getByRole('list', { name: 'Reaction deck' });
    await deck.getByRole('button', { name: 'Remove :kmyblue:' }).waitFor();

    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/reaction_deck') && r.request().method() === 'POST',
    );
    await deck.getByRole('button', { name: 'Remove :kmyblue:' }).click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => deck.getByRole('button', { name: 'Remove :kmyblue:' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji reaction' });
    await picker.getByRole('searchbox', { name: 'Search...' }).fill('rocket');
    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/reaction_deck') && r.request().method() === 'POST',
    );
    await picker.getByRole('button', { name: '🚀', exact: true }).click();
    await added;
    await deck.getByRole('button', { name: 'Remove 🚀' }).waitFor();

    await page.reload();
    await page
      .getByRole('list', { name: 'Reaction deck' })
      .getByRole('button', { name: 'Remove 🚀' })
      .waitFor();
    const names = await page
      .getByRole('list', { name: 'Reaction deck' })
      .getByRole('button')
      .allInnerTexts();
    expect(names).toEqual([
      'Remove 👍',
      'Remove ❤️',
      'Remove 😂',
      'Remove 🎉',
      'Remove :blobcat:',
      'Remove 🚀',
    ]);
    // Opened directly, the deck asks for the server's custom emoji at once: blobcat's image.
    await page
      .getByRole('list', { name: 'Reaction deck' })
      .getByRole('img', { name: ':blobcat:' })
      .waitFor();
    await context.close();
  });
});
