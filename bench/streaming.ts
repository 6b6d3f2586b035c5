/**
 * A busy stream into an open home: the demo user reads home scrolled a little down (so new
 * posts wait above as "new posts") while posts of bob, whom demo follows, arrive at a steady
 * rate; the CPU is slowed 4×. The posts are written ahead and sent through the sandbox's own
 * streaming fan-out at that rate (`sandbox.bench`): writing 50 posts a second and delivering
 * them too is more than the sandbox manages on a small machine, and this measures the client.
 *
 * Method: a Chromium trace (DevTools protocol, category `toplevel`) of the burst. Every task
 * the page's main thread (its renderer's `CrRendererMain`) runs is a top-level task event
 * with a duration; their union over the burst, divided by the burst's length, is the share
 * of the time the main thread was busy, and those longer than 50 ms are the long tasks (the
 * Long Tasks API's threshold). After the last post, the time until the button counts every
 * post of the burst (noted in the page) is the button's delay.
 *
 * Median of STREAM_BENCH_RUNS runs (5) of STREAM_BENCH_SECONDS (30) at STREAM_BENCH_RATE
 * posts a second (50).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { BenchSandbox as Sandbox } from './benchSandbox';

const RUNS = Number(process.env.STREAM_BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.STREAM_BENCH_SECONDS ?? 30);
const RATE = Number(process.env.STREAM_BENCH_RATE ?? 50);
const CPU_THROTTLE = 4;
const LONG_TASK_MS = 50;
/** The button must count the whole burst within this long after it. */
const BUTTON_DEADLINE_MS = 1_000;

export interface StreamingResults {
  streaming_posts_per_second: number;
  streaming_seconds: number;
  streaming_runs: number;
  /** The rate the posts were sent at, as measured. */
  streaming_posts_per_second_achieved_median: number;
  streaming_main_thread_busy_pct_median: number;
  streaming_long_tasks_median: number;
  streaming_new_posts_button_ms_median: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { frames?: { processId?: number; url?: string; parent?: string }[] };
  };
}

/** The main thread's busy time and long tasks between `from` and `to` (trace microseconds). */
export function mainThreadLoad(events: TraceEvent[], pageUrl: string) {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find(
    (f) => !f.parent && f.url?.startsWith(pageUrl) === true,
  );
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const main = mains.find((e) => e.pid === frame?.processId) ?? mains[0];
  if (!main) throw new Error('The trace has no renderer main thread');
  const tasks = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        e.dur !== undefined &&
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'),
    )
    .map((e) => ({ start: e.ts, end: e.ts + (e.dur ?? 0) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // A task run inside another (a nested run loop) is part of it: only the outermost count.
  const outermost: { start: number; end: number }[] = [];
  for (const task of tasks) {
    const last = outermost[outermost.length - 1];
    if (last && task.end <= last.end) continue;
    if (last && task.start < last.end) last.end = task.end;
    else outermost.push({ ...task });
  }
  const busy = outermost.reduce((sum, t) => sum + t.end - t.start, 0);
  const long = outermost.filter((t) => t.end - t.start > LONG_TASK_MS * 1_000).length;
  return { busyUs: busy, longTasks: long };
}

const pendingCount = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector('button.load-pending')?.textContent ?? '';
    return Number(text.replace(/\D/g, '') || 0);
  });

/**
 * Page source (a string, so nothing the bundler adds to functions is needed there): notes in
 * `window.__buttonAt` the time the new-posts button first counts `target` posts.
 */
const watchButton = (target: number) => `
  (() => {
    delete window.__buttonAt;
    const counted = () => {
      const text = document.querySelector('button.load-pending')?.textContent ?? '';
      return Number(text.replace(/\\D/g, '') || 0) >= ${String(target)};
    };
    const observer = new MutationObserver(() => {
      if (!counted()) return;
      window.__buttonAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })()
`;

async function measureOnce(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
  run: number,
) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${sandbox.url}/home`);
    // The first page is in once a few posts show; the feed mounts only what is near the screen,
    // so how many articles there are depends on the window, not on the page.
    await page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .nth(5)
      .waitFor({ timeout: 60_000 });
    // Read a little down: new posts wait above as "new posts".
    await page.evaluate(() => window.scrollTo(0, 1_200));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    const total = Math.round(RATE * SECONDS);
    const ids = await sandbox.bench.writePosts(
      'bob',
      Array.from({ length: total }, (_, i) => `Streaming bench run ${run} post ${i + 1}`),
    );
    // Let the stream connect and start-up settle; what the stream will be sent is worked out
    // before the measured time.
    await page.waitForTimeout(2_000);
    await sandbox.bench.prepareStream(ids);

    // The page notes when the button first counts the whole burst (its count changes at most
    // twice a second, so the observer costs next to nothing): the delay is not then stretched
    // by the bench stopping its trace, which takes longer on a slower machine.
    // Posts may already wait above before the burst: a run after the first lands on the place
    // the one before kept, with that run's posts newer than it counted. The burst adds its own.
    const target = (await pendingCount(page)) + total;
    await page.evaluate(watchButton(target));
    await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
    const started = Date.now();
    await sandbox.bench.sendPrepared(RATE);
    const ended = Date.now();
    const trace = await browser.stopTracing();
    let buttonMs = Infinity;
    try {
      const at = await page.waitForFunction(
        () => (window as unknown as { __buttonAt?: number }).__buttonAt,
        undefined,
        { timeout: 10_000, polling: 50 },
      );
      buttonMs = Math.max(0, Number(await at.jsonValue()) - ended);
    } catch {
      console.warn(`run ${run}: the button counted ${await pendingCount(page)} of ${target}`);
    }
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    const { busyUs, longTasks } = mainThreadLoad(traceEvents, sandbox.url);
    const busyPct = (busyUs / 1_000 / (ended - started)) * 100;
    const achieved = (total * 1_000) / (ended - started);
    console.log(
      `streaming run ${run}: ${achieved.toFixed(1)} posts/s, ${busyPct.toFixed(1)} % busy, ${longTasks} long tasks, button after ${buttonMs} ms`,
    );
    return { busyPct, longTasks, buttonMs, achieved };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function measureStreaming(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
): Promise<StreamingResults> {
  const runs = [];
  for (let i = 1; i <= RUNS; i += 1)
    runs.push(await measureOnce(browser, sandbox, storageState, i));
  const buttonMs = median(runs.map((r) => r.buttonMs));
  if (buttonMs > BUTTON_DEADLINE_MS)
    console.warn(`The new-posts button took ${buttonMs} ms (more than ${BUTTON_DEADLINE_MS})`);
  return {
    streaming_posts_per_second: RATE,
    streaming_seconds: SECONDS,
    streaming_runs: RUNS,
    streaming_posts_per_second_achieved_median:
      Math.round(median(runs.map((r) => r.achieved)) * 10) / 10,
    streaming_main_thread_busy_pct_median: Math.round(median(runs.map((r) => r.busyPct)) * 10) / 10,
    streaming_long_tasks_median: median(runs.map((r) => r.longTasks)),
    streaming_new_posts_button_ms_median: buttonMs,
  };
}
