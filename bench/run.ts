/**
 * Benchmarks against the sandbox in headless Chromium with the CPU throttled 4×
 * (DevTools protocol), medians of 5 (BENCH_RUNS): initial JavaScript transferred (gzip) until
 * the first status is painted and the script files that makes, cold load → first status
 * painted (navigating as the tab opens, and from a tab opened a moment before), the same for
 * the client's first screen as a static page (staticFirstScreen.ts: the day's floor under those
 * two), the same from the copy a previous visit kept (fromCache.ts, also from a tab opened a
 * moment before), the longest task of that start-up, and the longest task while scrolling home
 * loads and renders an older page;
 * then, once, the heap and the statuses kept after 600 posts stream into an open home.
 * Prints one line per figure and writes bench/results.json. BENCH_ONLY runs some parts alone.
 */
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, signIn } from '../e2e/harness';
import { startBenchSandbox, type BenchSandbox as Sandbox } from './benchSandbox';
import { FIRST_STATUS_PROBE, firstStatusPaint } from './firstStatus';
import { markHomeTop } from './homeTop';
import { measureMemory } from './memory';
import { measureFromCache } from './fromCache';
import { serveStaticFirstScreen } from './staticFirstScreen';
import { measureStreaming } from './streaming';
import { measureScroll } from './scroll';

/** BENCH_RUNS=1 for a quick look while developing. */
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const CPU_THROTTLE = 4;
/** Time for images, fonts and late effects to land before and after a measured step. */
const SETTLE_MS = 1_500;

/**
 * Opens a new tab (context) for a cold load: the HTTP cache off, the CPU slowed, the probe in.
 * It waits `settleMs` before navigating: Chromium is still setting the new tab up when Playwright
 * hands it over, and that work shares this machine's two cores with the load. Interleaved
 * loads, 8 of each: 730 against 1,120 ms (medians) navigating at once; a loop timed in the page
 * ran as slowly in both, so the CPU was slowed the same.
 */
async function openColdTab(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  settleMs: number,
) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.addInitScript(FIRST_STATUS_PROBE);
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  return { context, page };
}

/** A cold load from a tab opened a moment before (see openColdTab): the first post's paint. */
async function measureAtRest(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
) {
  const { context, page } = await openColdTab(browser, storageState, SETTLE_MS);
  await markHomeTop(sandbox);
  const firstPaint = await firstStatusPaint(page, `${sandbox.url}/home`);
  await context.close();
  return firstPaint;
}

async function measureOnce(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
) {
  const { context, page } = await openColdTab(browser, storageState, 0);
  const scripts: { url: string; at: number; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      url: response.url(),
      at: Date.now(),
      bytes: response.body().then(
        (b) => gzipSync(b).length,
        () => 0,
      ),
    });
  });
  await markHomeTop(sandbox);
  const firstPaint = await firstStatusPaint(page, `${sandbox.url}/home`);
  const paintedAt = Date.now();
  const longTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  const before = scripts.filter((s) => s.at <= paintedAt);
  const jsGzip = (await Promise.all(before.map((s) => s.bytes))).reduce((a, b) => a + b, 0);

  // Reading on: the first page settles, then the reader scrolls to its end and the next
  // page loads and renders. Long tasks are counted from the scroll until it is all shown.
  // The first page came in one piece with the first post painted above (only the posts
  // around the screen are mounted).
  const feedPosts = '[role="feed"][aria-label="Home"] > article';
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
    window.scrollTo(0, document.body.scrollHeight);
  });
  // Posts far from the screen are unmounted: the older page's first post is the sign.
  await page.waitForFunction((s) => document.querySelector(`${s}[aria-posinset="21"]`), feedPosts, {
    timeout: 60_000,
  });
  await page.waitForTimeout(SETTLE_MS);
  const scrollTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  await context.close();
  return {
    firstPaint,
    jsGzip,
    scriptFiles: new Set(before.map((s) => s.url)).size,
    longestTask: Math.max(0, ...longTasks),
    olderPageLongestTask: Math.max(0, ...scrollTasks),
  };
}

/** The client's first screen as a static page (staticFirstScreen.ts), timed as a cold load. */
async function measureStatic(browser: Browser, url: string, settleMs: number) {
  const { context, page } = await openColdTab(browser, undefined, settleMs);
  const firstPaint = await firstStatusPaint(page, url);
  await context.close();
  return firstPaint;
}

/** BENCH_ONLY=streaming,scroll (of load, memory, streaming, scroll) runs those parts alone. */
const PARTS = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const only = (part: string) => !PARTS || PARTS.includes(part);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Start-up, cold and from the kept copy of home: medians of RUNS. */
async function measureLoads(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
) {
  const runs = [];
  const atRest = [];
  const staticAtOnce = [];
  const staticAtRest = [];
  const staticPage = await serveStaticFirstScreen(browser, sandbox, storageState);
  try {
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await measureOnce(browser, sandbox, storageState));
      staticAtOnce.push(await measureStatic(browser, staticPage.url, 0));
      atRest.push(await measureAtRest(browser, sandbox, storageState));
      staticAtRest.push(await measureStatic(browser, staticPage.url, SETTLE_MS));
    }
  } finally {
    await staticPage.close();
  }
  const fromCache = [];
  for (let i = 0; i < RUNS; i += 1) {
    const options = { probe: FIRST_STATUS_PROBE, cpuThrottle: CPU_THROTTLE, settleMs: SETTLE_MS };
    fromCache.push(await measureFromCache(browser, sandbox, storageState, options));
  }
  return {
    runs: RUNS,
    initial_js_gzip_bytes: median(runs.map((r) => r.jsGzip)),
    first_screen_script_files: median(runs.map((r) => r.scriptFiles)),
    cold_load_first_status_ms_median: Math.round(median(runs.map((r) => r.firstPaint))),
    cold_load_at_rest_first_status_ms_median: Math.round(median(atRest)),
    static_first_screen_ms_median: Math.round(median(staticAtOnce)),
    static_first_screen_at_rest_ms_median: Math.round(median(staticAtRest)),
    from_cache_first_status_ms_median: Math.round(median(fromCache)),
    cold_load_longest_task_ms_median: Math.round(median(runs.map((r) => r.longestTask))),
    older_page_longest_task_ms_median: Math.round(median(runs.map((r) => r.olderPageLongestTask))),
  };
}

type Measure<T> = (
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
) => Promise<T>;

/** Runs `measure` in a sandbox of its own, signed in as the demo user. */
async function inSandbox<T>(browser: Browser, measure: Measure<T>): Promise<T> {
  const sandbox = await startBenchSandbox();
  try {
    const setup = await browser.newContext();
    const page = await setup.newPage();
    await signIn(page, sandbox);
    const storageState = await setup.storageState();
    await setup.close();
    return await measure(browser, sandbox, storageState);
  } finally {
    await sandbox.close();
  }
}

async function main() {
  const browser = await launchBrowser({ watched: false });
  try {
    const results = {
      cpu_throttle: CPU_THROTTLE,
      ...(await inSandbox(browser, async (...args) => ({
        ...(only('load') ? await measureLoads(...args) : {}),
        ...(only('memory') ? await measureMemory(...args) : {}),
        ...(only('streaming') ? await measureStreaming(...args) : {}),
      }))),
      // A home of its own: the streaming part leaves thousands of one author's posts in the
      // first sandbox's home, and the scroll adds posts until there are 2,000 to read.
      ...(only('scroll') ? await inSandbox(browser, measureScroll) : {}),
    };
    for (const [name, value] of Object.entries(results)) console.log(`${name}: ${value}`);
    // A partial run only prints: results.json holds whole runs.
    if (!PARTS) await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

await main();
