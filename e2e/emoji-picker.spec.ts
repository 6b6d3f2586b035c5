import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';
import { openPost } from './statusLookup';

async function openPicker(page: Page) {
  await page
    .locator('article.status--detailed')
    .getByRole('button', { name: 'Emoji reaction', exact: true })
    .click();
  const picker = page.getByRole('dialog', { name: 'Emoji reaction' });
  await picker.waitFor();
  return picker;
}

describe('the emoji picker', () => {
  const env = useSandbox();

  it('finds any unicode emoji by name and reacts with it', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const article = await openPost(page, env.sandbox, 'bob', 'Deploy went fine');
    const picker = await openPicker(page);
    await picker.getByRole('searchbox', { name: 'Search...' }).fill('hedgehog');
    const results = picker.getByRole('region', { name: 'Search results' });
    await results.getByRole('button', { name: '🦔', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await article
      .getByRole('group', { name: 'Emoji reactions' })
      .getByRole('button', { name: '🦔 1 reaction', pressed: true })
      .waitFor();
    await context.close();
  });

  it('shows one category at a time and keeps the chosen skin tone', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const article = await openPost(page, env.sandbox, 'alice', 'how the pond was built');
    const picker = await openPicker(page);
    const tabs = picker.getByRole('tablist', { name: 'Categories' });
    await tabs.getByRole('tab', { name: 'Nature' }).click();
    const panel = picker.getByRole('tabpanel', { name: 'Nature' });
    await panel.getByRole('button', { name: '🦦', exact: true }).waitFor();
    expect(await picker.getByRole('button', { name: '🍔', exact: true }).count()).toBe(0);
    // Arrow keys move between the tabs.
    await page.keyboard.press('ArrowRight');
    await picker.getByRole('tabpanel', { name: 'Food & Drink' }).waitFor();

    const settingsSaved = page.waitForResponse(
      (r) => r.url().endsWith('/api/web/settings') && r.request().method() === 'PUT',
    );
    await picker
      .getByRole('radiogroup', { name: 'Skin tone' })
      .getByRole('radio', { name: 'Medium skin tone' })
      .check();
    await picker.getByRole('searchbox', { name: 'Search...' }).fill(':thumbsup:');
    await picker.getByRole('button', { name: '👍🏽', exact: true }).click();
    await article
      .getByRole('group', { name: 'Emoji reactions' })
      .getByRole('button', { name: '👍🏽 1 reaction', pressed: true })
      .waitFor();

    // Remembered with the other settings, across a reload.
    expect((await settingsSaved).status()).toBe(200);
    await page.reload();
    const again = await openPicker(page);
    const medium = again.getByRole('radio', { name: 'Medium skin tone' });
    await expect.poll(() => medium.isChecked()).toBe(true);
    await context.close();
  });
});
