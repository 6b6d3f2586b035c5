/**
 * Time to the first post from the kept copy: a first load in a fresh profile writes home's
 * first page to IndexedDB, then a second load in the same profile (CPU slowed, the HTTP cache
 * off, home's request held back until the post is painted) measures the paint from that copy.
 * The second tab is left `settleMs` before it navigates, as the cold load at rest is (run.ts):
 * navigating as it opened, interleaved loads (6 of each) took 990–1,350 ms against 590–750.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { BenchSandbox as Sandbox } from './benchSandbox';
import { homeIsKept } from '../e2e/homeCopy';
import { firstStatusPaint } from './firstStatus';

export async function measureFromCache(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
  options: { probe: string; cpuThrottle: number; settleMs: number },
): Promise<number> {
  // No service worker, so the held-back request is the page's own.
  const context = await browser.newContext({
    storageState,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const first = await context.newPage();
  await first.goto(`${sandbox.url}/home`);
  await first.locator('[role="feed"] article').first().waitFor({ timeout: 60_000 });
  for (let tries = 0; !(await homeIsKept(first)); tries += 1) {
    if (tries > 100) throw new Error('home was never kept');
    await first.waitForTimeout(200);
  }
  await first.close();

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle });
  await page.addInitScript(options.probe);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/timelines/home**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.waitForTimeout(options.settleMs);
  const painted = await firstStatusPaint(page, `${sandbox.url}/home`);
  release();
  await context.close();
  return painted;
}
