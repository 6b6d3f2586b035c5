import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';
import { openPost } from './statusLookup';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every Content-Security-Policy violation on every page the tab opens, kept on the window. */
async function recordViolations(page: Page, seen: string[]): Promise<void> {
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violationsIn = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

describe('security headers in the browser', () => {
  const env = useSandbox();

  it('loads, signs in and works under the policy with no violation', async () => {
    const context = await newContext(env.browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    const seen: string[] = [];
    await recordViolations(page, seen);

    const response = await page.goto(env.sandbox.url);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.getByRole('feed').first().getByRole('article').first().waitFor();
    expect(await violationsIn(page)).toEqual([]);

    await signIn(page, env.sandbox);
    expect(await violationsIn(page)).toEqual([]);

    // The lazily loaded parts: a status page with its thread, the emoji picker, notifications.
    await openPost(page, env.sandbox, 'alice', 'The tomatoes are finally turning red');
    await page
      .locator('article.status--detailed')
      .getByRole('button', { name: 'Emoji reaction', exact: true })
      .click();
    await page.getByRole('dialog', { name: 'Emoji reaction' }).waitFor();
    await page.goto(`${env.sandbox.url}/notifications`);
    await page.getByRole('feed').first().waitFor();

    // The service worker still registers and controls the page.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${env.sandbox.url}/`);
    expect(await violationsIn(page)).toEqual([]);
    expect(seen).toEqual([]);

    // And the policy holds: an injected inline script is refused, and seen refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await page.waitForFunction(() => (window.cspViolations ?? []).length > 0);
    expect(await violationsIn(page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await context.close();
  });
});
