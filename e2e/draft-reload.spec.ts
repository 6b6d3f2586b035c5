import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('the draft', () => {
  const env = useSandbox();

  it('survives a reload: text, content warning, privacy and poll', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('textbox', { name: "What's on your mind?" }).fill('Half a thought');
    await page.getByRole('button', { name: 'Add content warning' }).click();
    await page.getByRole('textbox', { name: /Content warning/ }).fill('unfinished');
    await page.getByRole('button', { name: 'Change post privacy' }).click();
    await page.getByRole('menuitemradio', { name: 'Followers' }).click();
    await page.getByRole('button', { name: 'Add a poll' }).click();
    await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Yes');
    // Drafts are written a moment after the last change.
    await page.waitForTimeout(600);

    await page.reload();
    const box = page.getByRole('textbox', { name: "What's on your mind?" });
    await expect.poll(() => box.inputValue()).toBe('Half a thought');
    expect(await page.getByRole('textbox', { name: /Content warning/ }).inputValue()).toBe(
      'unfinished',
    );
    expect(await page.getByRole('button', { name: 'Change post privacy' }).textContent()).toContain(
      'Followers',
    );
    expect(await page.getByRole('textbox', { name: 'Option 1', exact: true }).inputValue()).toBe(
      'Yes',
    );
    await context.close();
  });
});
