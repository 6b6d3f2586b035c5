import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('posting and live updates', () => {
  const env = useSandbox();

  it('posts with a content warning, shows "Post published." and the post in home', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'))
        keys.push(r.headers()['idempotency-key'] ?? '');
    });

    const text = `Hello from the browser ${Date.now()}`;
    await page.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
    await page.getByRole('button', { name: 'Add content warning' }).click();
    await page.getByRole('textbox', { name: /Content warning/ }).fill('spoilers');
    await page.getByRole('button', { name: 'Post', exact: true }).click();

    const published = page.getByRole('status').filter({ hasText: 'Post published.' });
    await published.waitFor();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/.{8,}/);

    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ hasText: 'spoilers' })
      .first();
    await article.waitFor();
    // Behind its content warning until revealed.
    expect(await article.getByText(text).count()).toBe(0);
    await article.getByRole('button', { name: 'Show more' }).click();
    await article.getByText(text).waitFor();
    expect(await page.getByRole('textbox', { name: "What's on your mind?" }).inputValue()).toBe('');

    await published.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL(/\/@demo\/\d+$/);
    await page.locator('.status--detailed').waitFor();
    await context.close();
  });

  it('shows a post by a followed account arriving through streaming', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const token = await tokenFor(env.sandbox, 'alice');
    const text = `Live from alice ${Date.now()}`;
    // Let the stream connect before posting.
    await page.waitForTimeout(500);
    await apiPost(env.sandbox, token, '/api/v1/statuses', { status: text, visibility: 'public' });
    await page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ hasText: text })
      .waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('keeps the draft when posting fails, and says why', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.route('**/api/v1/statuses', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Validation failed: nope' }),
      }),
    );
    const box = page.getByRole('textbox', { name: "What's on your mind?" });
    await box.fill('this must not be lost');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Validation failed: nope' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('422');
    expect(await box.inputValue()).toBe('this must not be lost');
    await page.unroute('**/api/v1/statuses');
    await page.waitForTimeout(600);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: "What's on your mind?" }).inputValue())
      .toBe('this must not be lost');
    await context.close();
  });
});
