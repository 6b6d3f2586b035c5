import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

/** Waits for the answer to a change sent to an antenna (its settings or a rule list). */
const antennaChange = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(r.url()));

describe('antennas', () => {
  const env = useSandbox();

  it('collects matching posts live, switches to home, shows a limit error, and is deleted', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => frames.push(String(f.payload))));
    await signIn(page, env.sandbox);
    const title = `Moon watch ${Date.now()}`;

    // Create it from the kind's own screen.
    await page.getByRole('link', { name: 'Antennas' }).click();
    await page.getByRole('textbox', { name: 'New antenna title' }).fill(title);
    await page.getByRole('button', { name: 'Add antenna' }).click();
    // kmyblue's antenna list: "Edit" opens the antenna's settings screen.
    await page
      .getByRole('list', { name: 'Antennas' })
      .getByRole('link', { name: `Edit antenna: ${title}` })
      .click();
    await page.waitForURL(/\/antennasw\/\d+$/);

    // A keyword, a refused one (too short, told before sending), and an exclude keyword.
    const keywords = page.getByRole('region', { name: 'Keywords', exact: true });
    await keywords.getByRole('textbox', { name: 'New keyword' }).fill('x');
    await keywords.getByRole('button', { name: 'Add keyword' }).click();
    await page.getByRole('alert').filter({ hasText: 'Keyword is too short' }).waitFor();
    const added = antennaChange(page, 'POST', /\/api\/v1\/antennas\/\d+\/keywords$/);
    await keywords.getByRole('textbox', { name: 'New keyword' }).fill('moonbeam');
    await keywords.getByRole('button', { name: 'Add keyword' }).click();
    expect((await added).status()).toBe(200);
    await keywords.getByRole('list').getByText('moonbeam').waitFor();
    const excludes = page.getByRole('region', { name: 'Exclude keywords' });
    const excluded = antennaChange(page, 'POST', /\/exclude_keywords$/);
    await excludes.getByRole('textbox', { name: 'New keyword' }).fill('eclipse');
    await excludes.getByRole('button', { name: 'Add keyword' }).click();
    expect((await excluded).status()).toBe(200);

    // Its timeline, live: an excluded post does not arrive, a matching one does.
    await page.getByRole('link', { name: 'Go to antenna timeline' }).click();
    const feed = page.getByRole('feed', { name: title });
    await feed.waitFor({ state: 'attached' });
    await expect
      .poll(() => frames.some((f) => f.includes('"stream":"antenna"')), { timeout: 10_000 })
      .toBe(true);
    const alice = await tokenFor(env.sandbox, 'alice');
    const stamp = Date.now();
    const post = (status: string) =>
      apiPost(env.sandbox, alice, '/api/v1/statuses', { status, visibility: 'public' });
    await post(`moonbeam during the eclipse ${stamp}`);
    await post(`moonbeam tonight ${stamp}`);
    await feed
      .getByRole('article')
      .filter({ hasText: `moonbeam tonight ${stamp}` })
      .waitFor({ timeout: 10_000 });
    expect(await feed.getByRole('article').filter({ hasText: 'eclipse' }).count()).toBe(0);

    // Into home instead; the screen keeps what the server has after a reload.
    await page.getByRole('link', { name: 'Edit antenna' }).click();
    const toHome = antennaChange(page, 'PUT', /\/api\/v1\/antennas\/\d+$/);
    await page.getByRole('radio', { name: 'Insert to home' }).check();
    expect((await toHome).status()).toBe(200);
    await page.reload();
    await page.getByRole('radio', { name: 'Insert to home' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Insert to home' }).isChecked()).toBe(true);

    // One STL antenna per destination: the server's refusal alerts and the mode stays.
    const demo = await tokenFor(env.sandbox, 'demo');
    await apiPost(env.sandbox, demo, '/api/v1/antennas', {
      title: 'Social',
      stl: true,
      insert_feeds: true,
    });
    const refused = antennaChange(page, 'PUT', /\/api\/v1\/antennas\/\d+$/);
    // A click, not check(): the refusal may put the choice back before check() looks.
    await page.getByRole('radio', { name: 'STL mode' }).click();
    expect((await refused).status()).toBe(422);
    await page
      .getByRole('alert')
      .filter({ hasText: 'You have exceeded the limit of 1 stl antennas' })
      .waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Normal' }).isChecked()).toBe(true);

    // Deleted after confirming: back to the list, without it.
    await page.getByRole('button', { name: 'Delete antenna' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete antenna' });
    const deleted = antennaChange(page, 'DELETE', /\/api\/v1\/antennas\/\d+$/);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await page.waitForURL(/\/antennasw$/);
    await page
      .getByRole('list', { name: 'Antennas' })
      .getByRole('link', { name: 'Social', exact: true })
      .waitFor();
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    await context.close();
  });
});
