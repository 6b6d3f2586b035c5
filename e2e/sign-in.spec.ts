import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('signing in through OAuth', () => {
  const env = useSandbox();

  it('signs in, shows the seeded home timeline, survives a reload and signs out', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));

    await signIn(page, env.sandbox);
    expect(requests).toContain('POST /api/v1/apps');
    expect(requests).toContain('POST /oauth/token');
    expect(requests).toContain('GET /api/v1/accounts/verify_credentials');
    expect(requests).toContain('GET /api/v2/instance');

    const feed = page.getByRole('feed', { name: 'Home' });
    // A page renders a few posts per frame: wait for more than the first few.
    await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(5);

    await page.reload();
    await feed.getByRole('article').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect(requests).toContain('POST /oauth/revoke');
    await page.goto(`${env.sandbox.url}/home`);
    // Signed out: the client falls back to visiting the sandbox, not the home timeline.
    await page.waitForURL(/\/public\/local|\/login/);
    await context.close();
  });

  it('prefills the server from ?server= and refuses a bad address', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.sandbox.url}/login?server=example.social`);
    await expect
      .poll(() => page.getByRole('textbox', { name: /Server/ }).inputValue())
      .toBe('example.social');
    await page.getByRole('textbox', { name: /Server/ }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'server address' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
