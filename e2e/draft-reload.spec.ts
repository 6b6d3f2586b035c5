import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn, startSandbox, type Sandbox } from './harness';

describe('the draft', () => {
  let sandbox: Sandbox;
  let browser: Browser;
  beforeAll(async () => {
    sandbox = await startSandbox();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
  });

  it('survives a reload: text, content warning, privacy and poll', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, sandbox);
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
