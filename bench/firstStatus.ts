/**
 * When a load paints its first status, seen without running anything in the page while it
 * loads: Playwright's waiting functions (`waitForFunction`, `evaluate`) put their own script
 * into the page, and compiling it took 40–70 ms of the main thread (CPU slowed 4×) in the
 * middle of start-up, counted in the figure. The probe, installed before the page's own
 * scripts, says the time on the console instead, and the bench reads it from there.
 */
import type { Page } from 'playwright-core';

const PAINTED = 'kmyblue-bench:first-status-paint';

/** Records when the first status article is painted (the frame after it is in the DOM). */
export const FIRST_STATUS_PROBE = `
  (() => {
    const mark = () => requestAnimationFrame(() => console.debug('${PAINTED} ' + performance.now()));
    const seen = () => document.querySelector('[role="feed"] article');
    const observer = new MutationObserver(() => { if (seen()) { observer.disconnect(); mark(); } });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
        .observe({ type: 'longtask', buffered: true });
    } catch {}
  })();
`;

/**
 * Opens `url` in `page` (FIRST_STATUS_PROBE installed) and resolves with when its first
 * status was painted, in ms from the navigation's start.
 */
export async function firstStatusPaint(page: Page, url: string): Promise<number> {
  const painted = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(`${PAINTED} `),
    timeout: 60_000,
  });
  // Not waiting for the load event: the paint may come before it.
  await page.goto(url, { waitUntil: 'commit' });
  const message = await painted;
  return Number(message.text().slice(PAINTED.length + 1));
}
