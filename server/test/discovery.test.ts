import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, type TestServer } from './helpers';

describe('discovery', () => {
  let server: TestServer;
  let host: string;

  beforeAll(async () => {
    server = await startTestServer();
    host = new URL(server.url).host;
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('serves host-meta as XRD with the WebFinger template', async () => {
    const response = await api(server.url, '/.well-known/host-meta');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xrd+xml');
    expect(response.body).toContain('<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">');
    expect(response.body).toContain(
      `template="${server.url}/.well-known/webfinger?resource={uri}"`,
    );
  });

  it('finds an account by acct: URI, by handle and by its URL', async () => {
    for (const resource of [`acct:alice@${host}`, `alice@${host}`, `${server.url}/@alice`]) {
      const response = await api(
        server.url,
        `/.well-known/webfinger?resource=${encodeURIComponent(resource)}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/jrd+json');
      const jrd = obj(response.body);
      expect(jrd.subject).toBe(`acct:alice@${host}`);
      const links = list(jrd.links);
      expect(links).toContainEqual({
        rel: 'self',
        type: 'application/activity+json',
        href: `${server.url}/users/alice`,
      });
      expect(links).toContainEqual({
        rel: 'http://webfinger.net/rel/profile-page',
        type: 'text/html',
        href: `${server.url}/@alice`,
      });
    }
  });

  it('answers 404 for an unknown account or another server, 400 without a resource', async () => {
    const unknown = await api(server.url, `/.well-known/webfinger?resource=acct:nobody@${host}`);
    expect(unknown.status).toBe(404);
    const elsewhere = await api(server.url, '/.well-known/webfinger?resource=acct:alice@x.test');
    expect(elsewhere.status).toBe(404);
    expect((await api(server.url, '/.well-known/webfinger')).status).toBe(400);
  });

  it('links NodeInfo 2.0, which names the software and counts usage', async () => {
    const index = obj((await api(server.url, '/.well-known/nodeinfo')).body);
    expect(index.links).toEqual([
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
        href: `${server.url}/nodeinfo/2.0`,
      },
    ]);
    const response = await api(server.url, '/nodeinfo/2.0');
    expect(response.headers.get('content-type')).toContain('application/json');
    const info = obj(response.body);
    expect(info.version).toBe('2.0');
    expect(obj(info.software).name).toBe('kmyblue');
    expect(obj(info.software).version).toMatch(/^4\.\d+\.\d+\+kmyblue/);
    expect(info.protocols).toEqual(['activitypub']);
    expect(info.openRegistrations).toBe(false);
    const usage = obj(info.usage);
    const users = obj(usage.users);
    expect(users.total).toBeGreaterThan(20);
    expect(users.activeMonth).toBeGreaterThan(3);
    expect(Number(users.activeHalfyear)).toBeGreaterThanOrEqual(Number(users.activeMonth));
    expect(usage.localPosts).toBeGreaterThan(50);
    expect(obj(info.metadata).nodeName).toBe('kmyblue sandbox');
  });

  it('serves RFC 8414 OAuth metadata as Mastodon does', async () => {
    const meta = obj((await api(server.url, '/.well-known/oauth-authorization-server')).body);
    expect(meta).toMatchObject({
      issuer: `${server.url}/`,
      authorization_endpoint: `${server.url}/oauth/authorize`,
      token_endpoint: `${server.url}/oauth/token`,
      revocation_endpoint: `${server.url}/oauth/revoke`,
      app_registration_endpoint: `${server.url}/api/v1/apps`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['read', 'write:statuses']));
  });

  it('accepts the client credentials in a Basic header, as the metadata says', async () => {
    const app = obj(
      (
        await api(server.url, '/api/v1/apps', {
          body: { client_name: 'Basic', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
        })
      ).body,
    );
    const basic = Buffer.from(`${String(app.client_id)}:${String(app.client_secret)}`).toString(
      'base64',
    );
    const token = await api(server.url, '/oauth/token', {
      form: { grant_type: 'client_credentials' },
      headers: { authorization: `Basic ${basic}` },
    });
    expect(token.status).toBe(200);
    expect(obj(token.body).access_token).toEqual(expect.any(String));
  });

  it('answers /health with a plain OK', async () => {
    const response = await api(server.url, '/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.body).toBe('OK');
  });

  it('answers unknown paths in its namespaces with a 404 of their kind, never the client', async () => {
    const apiMiss = await api(server.url, '/api/v1/no_such_thing');
    expect(apiMiss.status).toBe(404);
    expect(apiMiss.body).toEqual({ error: 'Record not found' });
    for (const path of ['/.well-known/no-such', '/nodeinfo/2.1', '/oauth/nothing']) {
      const response = await api(server.url, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
    // The web client's sign-in return page is the client's, not an OAuth miss.
    const callback = await api(server.url, '/oauth/callback?code=x&state=y');
    expect(callback.headers.get('content-type')).not.toContain('application/json');
  });
});

describe('discovery in the vanilla Mastodon mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ flavour: 'mastodon' });
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('names the software mastodon with a plain version', async () => {
    const info = obj((await api(server.url, '/nodeinfo/2.0')).body);
    expect(info.software).toEqual({ name: 'mastodon', version: '4.3.0' });
  });
});
