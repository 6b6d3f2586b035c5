import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../app';
import { api, obj, REDIRECT_URI, registerApp, startTestServer, type TestServer } from './helpers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result[name] = sources;
  }
  return result;
}

async function authorizePath(base: string): Promise<string> {
  const app = await registerApp(base);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'read',
  });
  return `/oauth/authorize?${query}`;
}

describe('security headers on what the sandbox serves', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kmyblue-headers-test-'));
    const distDir = join(dataDir, 'dist');
    await mkdir(join(distDir, 'assets'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>client</title>');
    await writeFile(join(distDir, 'assets', 'app.js'), 'console.log(1)');
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir, quiet: true });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives the client a strict policy', async () => {
    for (const path of ['/', '/home', '/assets/app.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(expect.arrayContaining(['https:', 'data:', 'blob:']));
      expect(csp['media-src']).toEqual(expect.arrayContaining(['https:', 'data:', 'blob:']));
      expect(csp['frame-src']).toEqual(['https:']);
      expect(csp['worker-src']).toEqual(["'self'"]);
      // Served over plain http (local), so other local sandboxes over http may be reached.
      expect(csp['connect-src']).toEqual(["'self'", 'https:', 'http:', 'wss:', 'ws:']);
    }
  });

  it('allows only https and wss behind a TLS proxy', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'", 'https:', 'wss:']);
    expect(csp['img-src']).not.toContain('http:');
  });

  it('lets API answers and media do nothing as a page', async () => {
    const response = await fetch(`${server.url}/api/v1/instance`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the authorize page out of frames and sends it nowhere but the app', async () => {
    const page = await fetch(`${server.url}${await authorizePath(server.url)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'", new URL(REDIRECT_URI).origin]);
    expect(csp['style-src']?.[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const html = await page.text();
    expect(html).not.toContain('value="password"');
  });
});

describe('demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('fills the authorize page in with the demo user', async () => {
    const page = await api(server.url, await authorizePath(server.url));
    const html = String(page.body);
    expect(html).toContain('name="username" autocomplete="username" required value="demo"');
    expect(html).toContain('required value="password"');
    expect(obj((await api(server.url, '/api/v1/instance')).body).title).toBeTruthy();
  });
});
