import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

/** A reader whose browser prefers Japanese signs in and sees the interface in Japanese. */
describe('the interface in Japanese', () => {
  const env = useSandbox();
  let context: BrowserContext;
  let page: Page;
  const htmlLang = () => page.evaluate(() => document.documentElement.lang);

  beforeAll(async () => {
    context = await env.browser.newContext({
      locale: 'ja-JP',
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it("follows a Japanese browser from the first screen: navigation, composer, a post's actions", async () => {
    const { url } = env.sandbox;
    // Whether the English sign-in screen is ever drawn, even for a frame.
    await page.addInitScript(() => {
      if (!location.pathname.startsWith('/login')) return;
      const seen = window as unknown as { sawEnglish?: boolean };
      new MutationObserver(() => {
        if (document.getElementById('root')?.textContent.includes('Sign in'))
          seen.sawEnglish = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${url}/login?server=${encodeURIComponent(url)}`);
    const signIn = page.getByRole('button', { name: 'ログイン', exact: true });
    await signIn.waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sawEnglish?: boolean }).sawEnglish),
    ).toBeUndefined();
    await signIn.click();
    await page.waitForURL(/\/oauth\/authorize/);
    await page.getByLabel(/user ?name/i).fill('demo');
    await page.getByLabel(/password/i).fill('password');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/home$/);

    const home = page.getByRole('feed', { name: 'ホーム' });
    const post = home.getByRole('article').first();
    await post.waitFor();
    expect(await htmlLang()).toBe('ja');

    const navigation = page.getByRole('navigation', { name: 'メイン' });
    await navigation.getByRole('link', { name: 'ローカルタイムライン' }).waitFor();
    await navigation.getByRole('link', { name: '設定', exact: true }).waitFor();
    expect(
      await page.getByRole('textbox', { name: '今なにしてる？' }).getAttribute('placeholder'),
    ).toBe('今なにしてる？');
    await post.getByRole('button', { name: '返信', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
  });

  it('switches to English from the Language setting without a reload, and keeps it', async () => {
    // A value set in the page survives only as long as the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .getByRole('navigation', { name: 'メイン' })
      .getByRole('link', { name: '設定', exact: true })
      .click();
    await page.getByRole('group', { name: '言語' }).getByRole('radio', { name: 'English' }).check();

    await page.getByRole('region', { name: 'Settings' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home', exact: true })
      .waitFor();
    expect(await htmlLang()).toBe('en');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('radio', { name: 'English' })
        .isChecked(),
    ).toBe(true);

    // The choice outlasts a reload, though the browser still prefers Japanese.
    await page.reload();
    await page.getByRole('region', { name: 'Settings' }).waitFor();
    expect(await htmlLang()).toBe('en');
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('radio', { name: '日本語' })
      .check();
    await page.getByRole('region', { name: '設定', exact: true }).waitFor();
    expect(await htmlLang()).toBe('ja');
  });
});
