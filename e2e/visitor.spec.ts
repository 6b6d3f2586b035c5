import { describe, expect, it } from 'vitest';
import { newContext, useSandbox } from './harness';

describe('browsing as a visitor', () => {
  const env = useSandbox();

  it('reads public posts with no token and gets the interaction prompt on favourite', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const authorised: string[] = [];
    page.on('request', (r) => {
      if (r.headers().authorization) authorised.push(r.url());
    });
    await page.goto(`${env.sandbox.url}/login`);
    await expect
      .poll(() => page.getByRole('textbox', { name: /Server/ }).inputValue())
      .toBe(env.sandbox.url);
    await page.getByRole('button', { name: 'Browse as visitor' }).click();
    await page.waitForURL(/\/public\/local$/);
    const feed = page.getByRole('feed', { name: 'Local timeline' });
    await feed.getByRole('article').first().waitFor();

    await feed.getByRole('article').first().getByRole('button', { name: 'Favorite' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toMatch(/^Favorite .+'s post$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(authorised).toEqual([]);
    await context.close();
  });
});
