import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('the front door', () => {
  const env = useSandbox();

  it('serves the client at the bare address to a newcomer, who sees posts and a way to sign in', async () => {
    const head = await fetch(`${env.sandbox.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/text\/html/);

    const context = await newContext(env.browser);
    const page = await context.newPage();
    const response = await page.goto(env.sandbox.url);
    expect(response?.status()).toBe(200);
    const feed = page.getByRole('feed', { name: 'Local timeline' });
    await feed.getByRole('article').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/public/local');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Browse as visitor' }).waitFor();
    await context.close();
  });

  it('takes a reader with a saved session from the bare address to home', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(env.sandbox.url);
    await page.waitForURL(/\/home$/);
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();

    // Unknown paths say "not found" honestly, not "account not found" or a missing post.
    for (const path of ['/no/such/page', '/no_such_page']) {
      await page.goto(`${env.sandbox.url}${path}`);
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
      expect(await page.getByText('Account not found').count()).toBe(0);
      expect(await page.getByText('This post could not be found.').count()).toBe(0);
    }
    await context.close();
  });
});
