import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('autocomplete in the composer', () => {
  const env = useSandbox();

  const options = (page: Page) => page.getByRole('listbox').getByRole('option');

  it('suggests accounts, hashtags and custom emoji, and puts the chosen one in', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const box = page.getByRole('textbox', { name: "What's on your mind?" });

    const searched = page.waitForRequest((r) => r.url().includes('/api/v1/accounts/search'));
    await box.pressSequentially('Hi @al');
    const url = new URL((await searched).url());
    expect(url.searchParams.get('q')).toBe('al');
    expect(url.searchParams.get('limit')).toBe('4');
    expect(url.searchParams.get('resolve')).toBe('false');
    await options(page).filter({ hasText: '@alice' }).first().click();
    expect(await box.inputValue()).toBe('Hi @alice ');

    const tags = page.waitForRequest((r) => r.url().includes('/api/v2/search'));
    await box.pressSequentially('#gar');
    const tagUrl = new URL((await tags).url());
    expect(tagUrl.searchParams.get('type')).toBe('hashtags');
    expect(tagUrl.searchParams.get('exclude_unreviewed')).toBe('true');
    await options(page).filter({ hasText: '#garden' }).waitFor();
    expect(await options(page).count()).toBeLessThanOrEqual(4);
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Hi @alice #garden ');

    await box.pressSequentially(':blob');
    await options(page).first().waitFor();
    expect(await options(page).count()).toBeLessThanOrEqual(5);
    await box.press('ArrowDown');
    await box.press('Tab');
    expect(await box.inputValue()).toMatch(/^Hi @alice #garden :blob\w+: $/);
    await context.close();
  });

  it('suggests unicode emoji by shortcode after the custom ones and puts the emoji in', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const box = page.getByRole('textbox', { name: "What's on your mind?" });

    await box.pressSequentially('Party :tad');
    await options(page).filter({ hasText: ':tada:' }).waitFor();
    expect(await options(page).count()).toBeLessThanOrEqual(5);
    await options(page).filter({ hasText: ':tada:' }).click();
    expect(await box.inputValue()).toBe('Party 🎉 ');

    await box.pressSequentially(':thumbsu');
    await options(page).filter({ hasText: ':thumbsup:' }).waitFor();
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Party 🎉 👍 ');
    await context.close();
  });
});
