import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  obj,
  pkcePair,
  REDIRECT_URI,
  registerApp,
  startTestServer,
  tokenFor,
  type TestServer,
} from './helpers';

describe('OAuth, scopes and HTTP conventions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('registers an app with the Mastodon shape', async () => {
    const response = await api(server.url, '/api/v1/apps', {
      form: {
        client_name: 'Form app',
        redirect_uris: `${REDIRECT_URI}\nurn:ietf:wg:oauth:2.0:oob`,
        scopes: 'read write',
      },
    });
    expect(response.status).toBe(200);
    const app = obj(response.body);
    expect(app).toMatchObject({
      name: 'Form app',
      scopes: ['read', 'write'],
      redirect_uris: [REDIRECT_URI, 'urn:ietf:wg:oauth:2.0:oob'],
    });
    expect(app.redirect_uri).toBe(`${REDIRECT_URI}\nurn:ietf:wg:oauth:2.0:oob`);
    expect(String(app.client_id)).toMatch(/.{20,}/);
    expect(String(app.client_secret)).toMatch(/.{20,}/);

    const invalid = await api(server.url, '/api/v1/apps', {
      body: { client_name: '', redirect_uris: REDIRECT_URI },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ error: "Validation failed: Application name can't be blank" });
  });

  it('runs the authorization code flow with PKCE end to end, and revoking stops the token', async () => {
    const app = await registerApp(server.url);
    const { verifier, challenge } = pkcePair();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'read write follow push',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'xyz',
    });
    const page = await api(server.url, `/oauth/authorize?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = String(page.body);
    expect(html).toContain('<title>Authorize</title>');
    expect(html).toContain('Test client');
    expect(html).toMatch(/<button[^>]*value="approve"[^>]*>Authorize<\/button>/);
    expect(html).toContain('>Deny</button>');
    // Filled in only in demo mode (server/test/securityHeaders.test.ts).
    expect(html).toContain('name="username" autocomplete="username" required value=""');
    expect(html).toContain('autocomplete="current-password" required value=""');

    const form = Object.fromEntries(query);
    const wrong = await api(server.url, '/oauth/authorize', {
      form: { ...form, username: 'demo', password: 'nope', decision: 'approve' },
    });
    expect(wrong.status).toBe(401);
    expect(String(wrong.body)).toContain('Invalid username or password.');

    const denied = await api(server.url, '/oauth/authorize', {
      form: { ...form, username: 'demo', password: 'password', decision: 'deny' },
    });
    expect(denied.status).toBe(302);
    const deniedUrl = new URL(denied.headers.get('location')!);
    expect(deniedUrl.searchParams.get('error')).toBe('access_denied');
    expect(deniedUrl.searchParams.get('state')).toBe('xyz');

    const approved = await api(server.url, '/oauth/authorize', {
      form: { ...form, username: 'demo', password: 'password', decision: 'approve' },
    });
    expect(approved.status).toBe(302);
    const location = new URL(approved.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;

    const badVerifier = await api(server.url, '/oauth/token', {
      body: {
        grant_type: 'authorization_code',
        code,
        client_id: app.clientId,
        redirect_uri: REDIRECT_URI,
        code_verifier: 'wrong',
      },
    });
    expect(badVerifier.status).toBe(400);
    expect(obj(badVerifier.body).error).toBe('invalid_grant');

    const token = await api(server.url, '/oauth/token', {
      body: {
        grant_type: 'authorization_code',
        code,
        client_id: app.clientId,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      },
    });
    expect(token.status).toBe(200);
    const tokenJSON = obj(token.body);
    expect(tokenJSON).toMatchObject({ token_type: 'Bearer', scope: 'read write follow push' });
    expect(typeof tokenJSON.created_at).toBe('number');
    const accessToken = String(tokenJSON.access_token);

    const reused = await api(server.url, '/oauth/token', {
      body: {
        grant_type: 'authorization_code',
        code,
        client_id: app.clientId,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      },
    });
    expect(reused.status).toBe(400);

    const me = await api(server.url, '/api/v1/accounts/verify_credentials', { token: accessToken });
    expect(me.status).toBe(200);
    const account = obj(me.body);
    expect(account).toMatchObject({ username: 'demo', acct: 'demo', display_name: 'Demo User' });
    expect(obj(account.source)).toMatchObject({
      privacy: 'public',
      searchability: 'private',
      language: 'en',
    });

    const revoked = await api(server.url, '/oauth/revoke', {
      form: { token: accessToken, client_id: app.clientId, client_secret: app.clientSecret },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({});
    const after = await api(server.url, '/api/v1/accounts/verify_credentials', {
      token: accessToken,
    });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'The access token is invalid' });
  });

  it('refuses unknown clients and unregistered redirect URIs', async () => {
    const unknown = await api(
      server.url,
      `/oauth/authorize?response_type=code&client_id=nope&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
    );
    expect(unknown.status).toBe(401);
    const app = await registerApp(server.url);
    const elsewhere = await api(
      server.url,
      `/oauth/authorize?response_type=code&client_id=${app.clientId}&redirect_uri=${encodeURIComponent('http://evil.test/cb')}`,
    );
    expect(elsewhere.status).toBe(400);
    const noSecret = await api(server.url, '/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: app.clientId },
    });
    expect(noSecret.status).toBe(401);
  });

  it('gives the out-of-band flow a code page, and client credentials make an app-only token', async () => {
    const app = await api(server.url, '/api/v1/apps', {
      body: {
        client_name: 'oob',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write',
      },
    });
    const { client_id, client_secret } = obj(app.body) as {
      client_id: string;
      client_secret: string;
    };
    const authorize = await api(server.url, '/oauth/authorize', {
      form: {
        client_id,
        redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
        response_type: 'code',
        scope: 'read',
        username: 'alice',
        password: 'password',
        decision: 'approve',
      },
    });
    const location = authorize.headers.get('location')!;
    expect(location).toMatch(/^\/oauth\/authorize\/native\?code=/);
    const code = new URL(location, server.url).searchParams.get('code')!;
    const token = await api(server.url, '/oauth/token', {
      body: {
        grant_type: 'authorization_code',
        code,
        client_id,
        client_secret,
        redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      },
    });
    expect(obj(token.body).scope).toBe('read');

    const appToken = await api(server.url, '/oauth/token', {
      body: { grant_type: 'client_credentials', client_id, client_secret, scope: 'read' },
    });
    const accessToken = String(obj(appToken.body).access_token);
    const me = await api(server.url, '/api/v1/accounts/verify_credentials', { token: accessToken });
    expect(me.status).toBe(422);
    const instance = await api(server.url, '/api/v2/instance', { token: accessToken });
    expect(instance.status).toBe(200);
  });

  it('answers 401 without a token and 403 outside the scopes', async () => {
    expect((await api(server.url, '/api/v1/timelines/home')).status).toBe(401);
    expect((await api(server.url, '/api/v1/timelines/home', { token: 'garbage' })).status).toBe(
      401,
    );
    const post = await api(server.url, '/api/v1/statuses', { body: { status: 'hi' } });
    expect(post.status).toBe(401);
    expect(post.body).toEqual({ error: 'The access token is invalid' });

    const readOnly = await tokenFor(server.url, 'bob', 'read');
    expect((await api(server.url, '/api/v1/timelines/home', { token: readOnly })).status).toBe(200);
    const forbidden = await api(server.url, '/api/v1/statuses', {
      token: readOnly,
      body: { status: 'hi' },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'This action is outside the authorized scopes' });

    const narrow = await tokenFor(server.url, 'bob', 'read:statuses write:favourites');
    expect((await api(server.url, '/api/v1/timelines/home', { token: narrow })).status).toBe(200);
    expect((await api(server.url, '/api/v1/notifications', { token: narrow })).status).toBe(403);

    expect((await api(server.url, '/api/v1/timelines/public')).status).toBe(200);
    expect((await api(server.url, '/api/v1/custom_emojis')).status).toBe(200);
  });

  it('speaks CORS, rate limit headers and JSON errors like Mastodon', async () => {
    const preflight = await fetch(`${server.url}/api/v1/statuses`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://client.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const tokenPreflight = await fetch(`${server.url}/oauth/token`, {
      method: 'OPTIONS',
      headers: { origin: 'http://client.test', 'access-control-request-method': 'POST' },
    });
    expect(tokenPreflight.headers.get('access-control-allow-origin')).toBe('*');

    const response = await api(server.url, '/api/v1/timelines/public', {
      headers: { origin: 'http://client.test' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Link');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Reset');
    expect(Number(response.headers.get('x-ratelimit-limit'))).toBeGreaterThanOrEqual(300);
    expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    expect(new Date(response.headers.get('x-ratelimit-reset')!).getTime()).toBeGreaterThan(
      Date.now(),
    );

    const missing = await api(server.url, '/api/v1/nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Record not found' });
    expect((await api(server.url, '/api/v1/statuses/999999')).body).toEqual({
      error: 'Record not found',
    });
    expect((await api(server.url, '/api/v1/accounts/not-a-number')).status).toBe(404);

    const malformed = await fetch(`${server.url}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"client_name":',
    });
    expect(malformed.status).toBe(400);
    expect(obj(await malformed.json()).error).toEqual(expect.any(String));
  });
});
