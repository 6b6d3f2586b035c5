import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('quoting', () => {
  const env = useSandbox();

  it('quotes a post through its Quote button, and refuses a second quote', async () => {
    const alice = await tokenFor(env.sandbox, 'alice');
    const stamp = Date.now();
    const quoted = await apiPost(env.sandbox, alice, '/api/v1/statuses', {
      status: `Quotable thought ${stamp}`,
      visibility: 'public',
    });
    await apiPost(env.sandbox, alice, '/api/v1/statuses', {
      status: `Private thought ${stamp}`,
      visibility: 'private',
    });
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const feed = page.getByRole('feed', { name: 'Home' });
    const privateArticle = feed.getByRole('article').filter({ hasText: 'Private thought' }).first();
    await privateArticle.waitFor();
    const closed = privateArticle.getByRole('button', { name: 'Quote', exact: true });
    expect(await closed.isDisabled()).toBe(true);
    expect(await closed.getAttribute('title')).toBe('You are not authorized to quote this post.');

    const article = feed.getByRole('article').filter({ hasText: 'Quotable thought' }).first();
    await article.getByRole('button', { name: 'Quote', exact: true }).click();
    await page.getByText('Quoting').waitFor();
    // Only one quote at a time; files cannot join a quote.
    await article.getByRole('button', { name: 'Quote', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Only one quote at a time is allowed.' })
      .waitFor();
    expect(
      await page.getByRole('button', { name: 'Add images, a video or an audio file' }).isDisabled(),
    ).toBe(true);

    await page.getByRole('textbox', { name: "What's on your mind?" }).fill('So true');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      status: 'So true',
      quoted_status_id: quoted.id,
    });
    expect((await answered).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Post published.' }).waitFor();
    expect(await page.getByText('Quoting').count()).toBe(0);
    await context.close();
  });

  it('asks a visitor to sign in instead of quoting', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.sandbox.url}/login?server=${encodeURIComponent(env.sandbox.url)}`);
    await page.getByRole('button', { name: 'Browse as visitor' }).click();
    const feed = page.getByRole('feed', { name: 'Local timeline' });
    await feed.getByRole('article').first().waitFor();
    await feed
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Quote', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toMatch(/^Quote .+'s post$/);
    await context.close();
  });
});
