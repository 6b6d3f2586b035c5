import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer } from '../server/app';
import type { Flavour } from '../server/config';
import type { SandboxAnnouncements } from '../server/sandboxAnnouncements';
import type { SandboxBench } from '../server/sandboxBench';
import { watchBrowser } from './diagnostics';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network: no background traffic, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The interface follows the browser's language: English unless a spec's context asks another.
  '--lang=en-US',
];

export interface Sandbox {
  url: string;
  /** Publishing and deleting announcements, as an admin would. */
  announcements: SandboxAnnouncements;
  /** Posts written ahead and streamed at a set rate (benchmarks). */
  bench: SandboxBench;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** 'mastodon' imitates vanilla Mastodon (no kmyblue features); kmyblue by default. */
  flavour?: Flavour;
  /** Opens the sandbox's test clock (`POST /api/v1/sandbox/clock`), for scheduled posts. */
  testClock?: boolean;
}

/** A fresh sandbox server with its own database, serving the built client from dist/. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kmyblue-e2e-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: process.env.DIST_DIR ?? 'dist',
    quiet: true,
    flavour: options.flavour,
    testClock: options.testClock,
  });
  return {
    url: server.url,
    announcements: server.announcements,
    bench: server.bench,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium with the closed network's flags. What its pages do is told when a spec fails
 * (e2e/diagnostics.ts); a benchmark asks for a browser without that watching.
 */
export async function launchBrowser({ watched = true } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return watched ? watchBrowser(browser) : browser;
}

export interface SpecEnv {
  readonly sandbox: Sandbox;
  readonly browser: Browser;
}

/** A sandbox and a browser for one spec file: started before its tests, closed after them. */
export function useSandbox(options: SandboxOptions = {}): SpecEnv {
  let sandbox: Sandbox | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useSandbox: used before its beforeAll ran');
    return value;
  };
  return {
    get sandbox() {
      return started(sandbox);
    },
    get browser() {
      return started(browser);
    },
  };
}

/**
 * A fresh browser profile. Its service worker is blocked unless a spec asks for it (the specs of
 * the worker itself): the worker answers some requests itself, out of page.route's reach, and
 * installs the app shell just as a test begins.
 */
export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
}

/** Signs in as a seeded user through the real OAuth flow: /login, the authorize page, back home. */
export async function signIn(
  page: Page,
  sandbox: Pick<Sandbox, 'url'>,
  user = { username: 'demo', password: 'password' },
) {
  await page.goto(`${sandbox.url}/login?server=${encodeURIComponent(sandbox.url)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel(/user ?name/i).fill(user.username);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByRole('feed').first().getByRole('article').first().waitFor();
}

/** Posts as a user straight through the API (for what another person does meanwhile). */
export async function apiPost(
  sandbox: Pick<Sandbox, 'url'>,
  token: string,
  path: string,
  body: unknown,
) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A token for a seeded user without a browser (password grant is not Mastodon's, so the code flow by hand). */
export async function tokenFor(
  sandbox: Pick<Sandbox, 'url'>,
  username: string,
  password = 'password',
): Promise<string> {
  const app = (await (
    await fetch(`${sandbox.url}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'e2e',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write follow',
      }),
    })
  ).json()) as { client_id: string; client_secret: string };
  const form = new URLSearchParams({
    client_id: app.client_id,
    redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
    response_type: 'code',
    scope: 'read write follow',
    username,
    password,
    decision: 'approve',
  });
  const authorize = await fetch(`${sandbox.url}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const location = authorize.headers.get('location') ?? '';
  const code = new URL(location, sandbox.url).searchParams.get('code');
  if (!code) throw new Error(`authorize gave no code: ${authorize.status} ${location}`);
  const token = (await (
    await fetch(`${sandbox.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code,
        client_id: app.client_id,
        client_secret: app.client_secret,
        redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      }),
    })
  ).json()) as { access_token: string };
  return token.access_token;
}

/**
 * Scrolls the window to its end as a reader does, with the mouse wheel over the feed: a feed
 * that landed on a kept place holds it against any scroll but the reader's own.
 */
export async function wheelToEnd(page: Page): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight));
}
