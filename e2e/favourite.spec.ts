import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('favourite, boost and bookmark', () => {
  const env = useSandbox();

  it('favourites at once and the server keeps it', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({
        has: page.getByRole('button', { name: 'Favorite', pressed: false }),
      })
      .first();
    const id = await article.getAttribute('data-id');
    const saved = page.waitForResponse((r) =>
      r.url().endsWith(`/api/v1/statuses/${String(id)}/favourite`),
    );
    await article.getByRole('button', { name: 'Favorite' }).click();
    const same = page.locator(`article[data-id="${String(id)}"]`).first();
    expect(await same.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await saved;
    await page.reload();
    await page
      .locator(`article[data-id="${String(id)}"]`)
      .first()
      .waitFor();
    expect(
      await page
        .locator(`article[data-id="${String(id)}"]`)
        .first()
        .getByRole('button', { name: 'Favorite' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();
  });

  it('reverts a failed favourite and raises an alert with the status code', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.route('**/favourite', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Server on fire' }),
      }),
    );
    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({
        has: page.getByRole('button', { name: 'Favorite', pressed: false }),
      })
      .first();
    const id = await article.getAttribute('data-id');
    const button = page
      .locator(`article[data-id="${String(id)}"]`)
      .first()
      .getByRole('button', { name: 'Favorite' });
    await button.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Server on fire' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('500');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('says when the server rate-limits', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const reset = new Date(Date.now() + 5 * 60_000).toISOString();
    await page.route('**/bookmark', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: {
          'x-ratelimit-reset': reset,
          'access-control-expose-headers': 'X-RateLimit-Reset',
        },
        body: JSON.stringify({ error: 'Too many requests' }),
      }),
    );
    await page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Bookmark' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'Rate limited' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Please retry after .+\./);
    await context.close();
  });

  it('boosts and unboosts', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({
        has: page.getByRole('button', { name: 'Boost', exact: true }),
      })
      .first();
    const id = await article.getAttribute('data-id');
    const boosted = page.waitForResponse((r) => r.url().endsWith(`/statuses/${String(id)}/reblog`));
    await article.getByRole('button', { name: 'Boost', exact: true }).click();
    const again = page.locator(`article[data-id="${String(id)}"]`).first();
    await again.getByRole('button', { name: 'Unboost' }).waitFor();
    await boosted;
    await again.getByRole('button', { name: 'Unboost' }).click();
    await again.getByRole('button', { name: 'Boost', exact: true }).waitFor();
    await context.close();
  });
});
