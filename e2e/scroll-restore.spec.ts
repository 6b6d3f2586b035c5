import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('scroll position', () => {
  const env = useSandbox();

  it('is kept when going back from a status to the home timeline', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const feed = page.getByRole('feed', { name: 'Home' });
    // By its id: posts far from the screen are unmounted as it scrolls, shifting the others.
    const id = await feed.getByRole('article').nth(8).getAttribute('data-id');
    const target = feed.locator(`:scope > article[data-id="${String(id)}"]`);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await target.locator('a.status__relative-time').click();
    await page.waitForURL(new RegExp(`/${String(id)}$`));
    await page
      .locator(`article[data-id="${String(id)}"]`)
      .first()
      .waitFor();
    // Wherever the status page put the reader, going back must not depend on it.
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.goBack();
    await page.waitForURL(/\/home$/);
    await feed.getByRole('article').first().waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    await context.close();
  });
});
