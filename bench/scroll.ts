/**
 * A long read: /home signed in, CPU throttled 4×, scrolled down through 2,000 posts at a
 * steady pace (older pages load as the end comes near). Measures the long tasks and the
 * frames per second while scrolling, then, after a forced garbage collection, the DOM nodes
 * and the JavaScript heap (DevTools protocol `Performance.getMetrics`). Medians of 5 runs.
 * `BENCH_SCROLL_RUNS` and `BENCH_SCROLL_POSTS` make a shorter run while developing.
 *
 * The sandbox's home holds about a hundred posts; `seedHome` posts the rest as the demo
 * user through the API, from here, so the default seed stays as it is.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { tokenFor } from '../e2e/harness';
import { markHomeTop } from './homeTop';
import type { BenchSandbox as Sandbox } from './benchSandbox';

const RUNS = Number(process.env.BENCH_SCROLL_RUNS ?? 5);
const POSTS = Number(process.env.BENCH_SCROLL_POSTS ?? 2_000);
const CPU_THROTTLE = 4;
/** Pixels scrolled per frame: a quick reader's flick, held. */
const SCROLL_STEP = 60;
const PARALLEL_POSTS = 8;
const SETTLE_MS = 1_500;
/** A scroll that has not reached its end by then is stuck: the run fails instead of hanging. */
const SCROLL_LIMIT_MS = 15 * 60_000;

export interface ScrollResults {
  scroll_posts: number;
  scroll_runs: number;
  scroll_long_tasks_median: number;
  scroll_longest_task_ms_median: number;
  scroll_fps_median: number;
  scroll_dom_nodes_after_median: number;
  scroll_heap_mb_after_median: number;
}

const TEXTS = [
  (i: number) => `Scroll bench post ${i}.`,
  (i: number) =>
    `Scroll bench post ${i}: a longer one, the kind that wraps over a few lines in a column ` +
    `and makes the feed's items differ in height, as a real home timeline does all day long.`,
  (i: number) => `Scroll bench post ${i}\n\nwith a second paragraph\nand a third line #bench`,
  (i: number) => `Scroll bench post ${i} mentions @admin and ends with a question?`,
];

async function homeCount(sandbox: Sandbox, token: string, upTo: number): Promise<number> {
  let count = 0;
  let maxId = '';
  while (count < upTo) {
    const query = maxId ? `?limit=40&max_id=${maxId}` : '?limit=40';
    const response = await fetch(`${sandbox.url}/api/v1/timelines/home${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await response.json()) as { id: string }[];
    if (page.length === 0) break;
    count += page.length;
    maxId = page[page.length - 1]?.id ?? '';
  }
  return count;
}

/** Posts as the demo user until home holds at least `total` posts. */
export async function seedHome(sandbox: Sandbox, total: number): Promise<void> {
  const token = await tokenFor(sandbox, 'demo');
  const missing = total - (await homeCount(sandbox, token, total));
  const post = async (i: number) => {
    const response = await fetch(`${sandbox.url}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        status: (TEXTS[i % TEXTS.length] ?? String)(i),
        visibility: 'public',
        ...(i % 11 === 0 ? { spoiler_text: `Bench warning ${i}` } : {}),
      }),
    });
    if (!response.ok) throw new Error(`POST /api/v1/statuses: ${response.status}`);
  };
  for (let i = 0; i < missing; i += PARALLEL_POSTS) {
    const batch = Array.from({ length: Math.min(PARALLEL_POSTS, missing - i) }, (_, j) => i + j);
    await Promise.all(batch.map(post));
  }
}

const PROBE = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
`;

/**
 * Scrolls `step` pixels a frame until a post at `posts` or beyond is mounted and the end of
 * the page is reached (or the feed has no more). Gives the frames seen and the time taken.
 * Page source as a string, so nothing the bundler adds to functions is needed there.
 */
const scrollThrough = (posts: number, step: number) => `
  new Promise((resolve) => {
    const feed = '[role="feed"][aria-label="Home"]';
    const start = performance.now();
    let frames = 0;
    const tick = () => {
      frames += 1;
      const last = document.querySelector(feed + ' > article:last-of-type');
      const reached = Number(last?.getAttribute('aria-posinset') ?? 0) >= ${String(posts)};
      const atEnd = window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
      // The feed's size is known (not -1) once it has no more to load.
      const noMore = last !== null && last.getAttribute('aria-setsize') !== '-1';
      if (atEnd && (reached || noMore)) {
        resolve({ frames, ms: performance.now() - start, stuck: false });
        return;
      }
      if (performance.now() - start > ${String(SCROLL_LIMIT_MS)}) {
        resolve({ frames, ms: performance.now() - start, stuck: true });
        return;
      }
      window.scrollBy(0, ${String(step)});
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })
`;

async function scrollOnce(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.addInitScript(PROBE);
    await markHomeTop(sandbox);
    await page.goto(`${sandbox.url}/home`);
    await page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => {
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
    });
    const { frames, ms, stuck } = await page.evaluate<{
      frames: number;
      ms: number;
      stuck: boolean;
    }>(scrollThrough(POSTS, SCROLL_STEP));
    if (stuck)
      throw new Error(`The scroll did not reach post ${String(POSTS)} in ${String(ms)} ms`);
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      longTasks: longTasks.length,
      longestTask: Math.max(0, ...longTasks),
      fps: (frames * 1000) / ms,
      nodes: metric('Nodes'),
      heapMb: metric('JSHeapUsedSize') / 1024 / 1024,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function measureScroll(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
): Promise<ScrollResults> {
  await seedHome(sandbox, POSTS);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await scrollOnce(browser, sandbox, storageState));
  return {
    scroll_posts: POSTS,
    scroll_runs: RUNS,
    scroll_long_tasks_median: median(runs.map((r) => r.longTasks)),
    scroll_longest_task_ms_median: Math.round(median(runs.map((r) => r.longestTask))),
    scroll_fps_median: round1(median(runs.map((r) => r.fps))),
    scroll_dom_nodes_after_median: Math.round(median(runs.map((r) => r.nodes))),
    scroll_heap_mb_after_median: round1(median(runs.map((r) => r.heapMb))),
  };
}
