import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What a browser spec prints when it fails: for each page still open, its address, the last
 * requests with their answers, console errors and warnings, uncaught errors, and what the page
 * shows; a screenshot goes to e2e/artifacts/. A run that fails far away (CI) then says why.
 */
const KEPT = 60;

interface PageLog {
  page: Page;
  started: number;
  events: string[];
}

const logs = new Set<PageLog>();

function remember(log: PageLog, line: string) {
  log.events.push(`${String(Date.now() - log.started).padStart(6)} ms ${line}`);
  if (log.events.length > KEPT) log.events.shift();
}

const shortUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`.slice(0, 160);
  } catch {
    return url.slice(0, 160);
  }
};

function watchPage(page: Page) {
  const log: PageLog = { page, started: Date.now(), events: [] };
  logs.add(log);
  page.on('close', () => logs.delete(log));
  page.on('request', (request) => {
    if (request.resourceType() === 'image' || request.resourceType() === 'font') return;
    remember(log, `→ ${request.method()} ${shortUrl(request.url())}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'image' || request.resourceType() === 'font') return;
    const worker = response.fromServiceWorker() ? ' (service worker)' : '';
    remember(log, `← ${response.status()} ${shortUrl(response.url())}${worker}`);
  });
  page.on('requestfailed', (request) => {
    remember(log, `✗ ${shortUrl(request.url())}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    remember(log, `console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => remember(log, `page error: ${error.message.slice(0, 300)}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) remember(log, `navigated to ${shortUrl(frame.url())}`);
  });
}

function watchContext(context: BrowserContext) {
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

/** Marks in every open page's events where a test began. */
export function markTestStart(testName: string): void {
  for (const log of logs) remember(log, `── the test "${testName}" begins`);
}

/** Every context the browser makes from now on is watched. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  return browser;
}

const ARTIFACTS = join(import.meta.dirname, 'artifacts');

/** Prints what each open page went through and shows, and keeps a screenshot of it. */
export async function reportFailure(testName: string): Promise<void> {
  let index = 0;
  for (const log of logs) {
    index += 1;
    const { page } = log;
    if (page.isClosed()) continue;
    const lines = [`── page ${String(index)} of the failed test "${testName}": ${page.url()}`];
    try {
      const shown = await page.evaluate(() => ({
        title: document.title,
        focused: document.activeElement?.outerHTML.slice(0, 200) ?? '',
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 1200),
      }));
      lines.push(`title: ${shown.title}`, `focused: ${shown.focused}`, `text: ${shown.text}`);
      await mkdir(ARTIFACTS, { recursive: true });
      const file = join(
        ARTIFACTS,
        `${testName.replace(/\W+/g, '-').slice(0, 80)}-${String(index)}.png`,
      );
      await page.screenshot({ path: file, timeout: 5_000 });
      lines.push(`screenshot: ${file}`);
    } catch (error) {
      lines.push(`(the page could not be read: ${String(error)})`);
    }
    lines.push('last events:', ...log.events);
    console.error(lines.join('\n'));
  }
}
