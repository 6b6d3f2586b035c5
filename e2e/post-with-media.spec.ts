import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyPng } from '../server/test/png';
import { launchBrowser, newContext, signIn, startSandbox, type Sandbox } from './harness';

describe('posting with an image', () => {
  let sandbox: Sandbox;
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'kmyblue-upload-'));
  });
  afterAll(async () => {
    await (browser as Browser | undefined)?.close();
    await (sandbox as Sandbox | undefined)?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads with progress, waits for processing, takes a description and focus, and posts', async () => {
    // Big enough that the sandbox processes it asynchronously (202, then 206 until ready).
    const file = join(dir, 'noise.png');
    await writeFile(file, noisyPng(320, 320));
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, sandbox);
    // A slow uplink, so the progress bar can be seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    const mediaPolls: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'GET' && /\/api\/v1\/media\/\d+$/.test(r.url()))
        mediaPolls.push(r.status());
    });

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/media') && r.request().method() === 'POST',
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add images, a video or an audio file' }).click();
    await (await chooser).setFiles(file);

    const progress = page.getByRole('progressbar', { name: 'Uploading…' });
    await progress.waitFor();
    const seen = new Set<number>();
    while ((await progress.count()) > 0) {
      // The bar may vanish between the count and the read: don't wait for it then.
      const value = await progress.getAttribute('value', { timeout: 200 }).catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(50);
    }
    expect([...seen].some((v) => v > 0 && v < 100)).toBe(true);
    expect(Math.max(...seen)).toBeLessThanOrEqual(100);
    expect((await uploaded).status()).toBe(202);
    await page.getByRole('status').filter({ hasText: 'Processing…' }).waitFor();

    const description = page.getByRole('textbox', {
      name: 'Describe for people who are blind or have low vision',
    });
    await description.waitFor();
    expect(mediaPolls[mediaPolls.length - 1]).toBe(200);
    expect(mediaPolls.slice(0, -1).every((s) => s === 206)).toBe(true);

    const described = page.waitForRequest(
      (r) => r.method() === 'PATCH' && /\/api\/v1\/media\/\d+$/.test(r.url()),
    );
    await description.fill('Static on an old television');
    await page.getByRole('textbox', { name: 'Focal point (x,y)' }).focus();
    expect((await described).postDataJSON()).toMatchObject({
      description: 'Static on an old television',
    });
    const focused = page.waitForRequest(
      (r) =>
        r.method() === 'PATCH' &&
        /\/api\/v1\/media\/\d+$/.test(r.url()) &&
        (r.postData() ?? '').includes('focus'),
    );
    const picker = page.getByRole('button', { name: /choose the focal point/ });
    const box = (await picker.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.25);
    expect((await focused).postDataJSON()).toMatchObject({ focus: '0.50,0.50' });

    await page.getByRole('textbox', { name: "What's on your mind?" }).fill('Channel 3');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body.media_ids).toHaveLength(1);
    expect(body).toHaveProperty('sensitive', false);
    await page.getByRole('status').filter({ hasText: 'Post published.' }).waitFor();
    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ hasText: 'Channel 3' })
      .first();
    await article.getByRole('img', { name: 'Static on an old television' }).waitFor();
    await context.close();
  });
});
