/**
 * Memory on a long-open tab: /home signed in as the demo user while 600 posts of the user's
 * own stream in, then a forced garbage collection. Reports the JavaScript heap in use and
 * how many statuses the store still holds (read from the store the page renders from,
 * through React's fiber tree, so the client exposes nothing for it).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { ENTITY_SWEEP_CHECK_MS } from '../src/store/constants';
import { tokenFor } from '../e2e/harness';
import type { BenchSandbox as Sandbox } from './benchSandbox';

const POSTS = 600;
const PARALLEL_POSTS = 4;

export type MemoryResults =
  | { heap_mb_after_600_streamed: number; statuses_in_store_after_600_streamed: number }
  | { heap_mb_after_600_streamed: number; articles_in_dom_after_600_streamed: number };

async function post(sandbox: Sandbox, token: string, status: string) {
  const response = await fetch(`${sandbox.url}/api/v1/statuses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status, visibility: 'public' }),
  });
  if (!response.ok) throw new Error(`POST /api/v1/statuses: ${response.status}`);
}

/**
 * The statuses in the page's store: from the root container's fiber down to the react-redux
 * Provider, whose `store` prop is the store itself. Null when React's internals differ.
 */
function statusesInStore(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps: { store?: { getState?: () => { statuses?: { ids?: unknown[] } } } } | null;
    }
    const root = document.getElementById('root');
    if (!root) return null;
    const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    const start = key ? (root as unknown as Record<string, Fiber>)[key] : undefined;
    const queue: Fiber[] = start ? [start] : [];
    for (let fiber = queue.shift(), seen = 0; fiber && seen < 10_000; fiber = queue.shift()) {
      seen += 1;
      const ids = fiber.memoizedProps?.store?.getState?.().statuses?.ids;
      if (Array.isArray(ids)) return ids.length;
      if (fiber.child) queue.push(fiber.child);
      if (fiber.sibling) queue.push(fiber.sibling);
    }
    return null;
  });
}

export async function measureMemory(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
): Promise<MemoryResults> {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${sandbox.url}/home`);
    const feed = page.getByRole('feed', { name: 'Home' });
    await feed.getByRole('article').first().waitFor({ timeout: 60_000 });
    const token = await tokenFor(sandbox, 'demo');
    // Let the stream connect before posting.
    await page.waitForTimeout(1_000);

    const run = Date.now();
    const texts = Array.from({ length: POSTS }, (_, i) => `Memory bench ${run} post ${i + 1}`);
    for (let i = 0; i < texts.length; i += PARALLEL_POSTS) {
      await Promise.all(texts.slice(i, i + PARALLEL_POSTS).map((t) => post(sandbox, token, t)));
    }
    await feed
      .getByRole('article')
      .filter({ hasText: texts[texts.length - 1] })
      .first()
      .waitFor({ timeout: 60_000 });
    // One sweep check after the last post has arrived.
    await page.waitForTimeout(ENTITY_SWEEP_CHECK_MS + 1_000);

    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const heap = Math.round((usedSize / 1024 / 1024) * 10) / 10;
    const statuses = await statusesInStore(page);
    if (statuses !== null)
      return { heap_mb_after_600_streamed: heap, statuses_in_store_after_600_streamed: statuses };
    return {
      heap_mb_after_600_streamed: heap,
      articles_in_dom_after_600_streamed: await page.locator('article').count(),
    };
  } finally {
    await context.close();
  }
}
