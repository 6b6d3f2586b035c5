import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { parseForwarded } from '../http/origin';

const behindProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'sandbox.example' };

/** Every absolute URL in a JSON value. */
function urlsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^[a-z]+:\/\//.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) urlsIn(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) urlsIn(item, found);
  return found;
}

describe('absolute URLs behind a trusted proxy', () => {
  let server: TestServer;
  let demo: string;

  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('gives the instance a wss:// streaming URL and https:// pictures', async () => {
    const v2 = obj((await api(server.url, '/api/v2/instance', { headers: behindProxy })).body);
    expect(v2.domain).toBe('sandbox.example');
    expect(obj(obj(v2.configuration).urls).streaming).toBe('wss://sandbox.example');
    expect(obj(v2.thumbnail).url).toMatch(/^https:\/\/sandbox\.example\//);
    const v1 = obj((await api(server.url, '/api/v1/instance', { headers: behindProxy })).body);
    expect(obj(v1.urls).streaming_api).toBe('wss://sandbox.example');
    expect(v1.uri).toBe('sandbox.example');
  });

  it('writes statuses, accounts, media and Link headers with the public origin', async () => {
    const response = await api(server.url, '/api/v1/timelines/public?limit=40', {
      token: demo,
      headers: behindProxy,
    });
    expect(response.headers.get('link')).toMatch(/^<https:\/\/sandbox\.example\/api\/v1\//);
    const statuses = list(response.body);
    const media = statuses.flatMap((s) => list(s.media_attachments));
    expect(media.length).toBeGreaterThan(0);
    expect(String(media[0]!.url)).toMatch(/^https:\/\/sandbox\.example\/system\//);
    const urls = urlsIn(statuses).filter((url) => !url.startsWith('https://www.youtube'));
    const own = urls.filter((url) =>
      /^(https?|wss?):\/\/(sandbox\.example|127\.0\.0\.1)/.test(url),
    );
    expect(own.length).toBeGreaterThan(20);
    expect(own.filter((url) => !url.startsWith('https://sandbox.example/'))).toEqual([]);
    expect(statuses[0]!.uri).toMatch(/^https:\/\/sandbox\.example\/users\//);
    expect(obj(statuses[0]!.account).avatar).toMatch(/^https:\/\/sandbox\.example\//);
  });

  it('reads RFC 7239 Forwarded as well', async () => {
    const v2 = obj(
      (
        await api(server.url, '/api/v2/instance', {
          headers: { forwarded: 'for=192.0.2.60;proto=https;host="social.example:8443"' },
        })
      ).body,
    );
    expect(obj(obj(v2.configuration).urls).streaming).toBe('wss://social.example:8443');
  });

  it('ignores a forwarded host that is not a host name', async () => {
    const v2 = obj(
      (
        await api(server.url, '/api/v2/instance', {
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil"><script>' },
        })
      ).body,
    );
    expect(obj(obj(v2.configuration).urls).streaming).toBe(`wss://${new URL(server.url).host}`);
  });

  it('finds accounts by the forwarded host in WebFinger and lookup', async () => {
    const finger = await api(
      server.url,
      '/.well-known/webfinger?resource=acct:alice@sandbox.example',
      { headers: behindProxy },
    );
    expect(obj(finger.body).subject).toBe('acct:alice@sandbox.example');
    const lookup = await api(server.url, '/api/v1/accounts/lookup?acct=alice@sandbox.example', {
      headers: behindProxy,
    });
    expect(obj(lookup.body).url).toBe('https://sandbox.example/@alice');
  });
});

describe('forwarded headers from an untrusted peer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustedProxies: [] });
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('are ignored', async () => {
    const v2 = obj((await api(server.url, '/api/v2/instance', { headers: behindProxy })).body);
    expect(v2.domain).toBe(new URL(server.url).host);
    expect(obj(obj(v2.configuration).urls).streaming).toBe(server.url.replace(/^http/, 'ws'));
  });
});

describe('parseForwarded', () => {
  it('reads the first element, quoted or not', () => {
    expect(parseForwarded('for=1.2.3.4;Proto=HTTPS;host="a.example", proto=http')).toEqual({
      proto: 'https',
      host: 'a.example',
    });
    expect(parseForwarded(undefined)).toEqual({});
  });
});
