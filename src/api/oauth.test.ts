import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { buildAuthorizeUrl, createPkcePair, exchangeCode, registerApp, revokeToken } from './oauth';

const ORIGIN = 'https://sandbox.example';

const base64Url = (bytes: ArrayBuffer) =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('OAuth', () => {
  it('creates a PKCE pair whose challenge is the S256 of the verifier', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    expect(challenge).toBe(base64Url(digest));
    expect((await createPkcePair()).verifier).not.toBe(verifier);
  });

  it('builds the authorize URL', () => {
    const url = new URL(
      buildAuthorizeUrl(ORIGIN, {
        clientId: 'cid',
        redirectUri: 'https://c.example/oauth/callback',
        scope: 'read write',
        codeChallenge: 'ch',
        state: 'st',
      }),
    );
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://c.example/oauth/callback',
      scope: 'read write',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      state: 'st',
    });
  });

  it('registers the app, exchanges the code and revokes the token', async () => {
    const api = createFakeApi(ORIGIN);
    api.on('POST', '/api/v1/apps', {
      body: {
        id: '1',
        name: 'x',
        redirect_uri: 'https://c.example/cb',
        client_id: 'cid',
        client_secret: 'sec',
      },
    });
    api.on('POST', '/oauth/token', {
      body: { access_token: 'tok', token_type: 'Bearer', scope: 'read', created_at: 1 },
    });
    api.on('POST', '/oauth/revoke', { body: {} });
    const app = await registerApp(ORIGIN, {
      clientName: 'c',
      redirectUri: 'https://c.example/cb',
      scopes: 'read',
      website: 'https://c.example',
      fetch: api.fetch,
    });
    expect(app).toMatchObject({ ok: true, value: { clientId: 'cid', clientSecret: 'sec' } });
    expect(api.requests[0]?.body).toEqual({
      client_name: 'c',
      redirect_uris: 'https://c.example/cb',
      scopes: 'read',
      website: 'https://c.example',
    });

    const token = await exchangeCode(ORIGIN, {
      clientId: 'cid',
      clientSecret: 'sec',
      code: 'code',
      redirectUri: 'https://c.example/cb',
      codeVerifier: 'ver',
      fetch: api.fetch,
    });
    expect(token).toMatchObject({ ok: true, value: { accessToken: 'tok' } });
    expect(api.requests[1]?.body).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code',
      code_verifier: 'ver',
      client_secret: 'sec',
    });
    expect(api.requests[1]?.headers.has('authorization')).toBe(false);

    expect(
      await revokeToken(ORIGIN, {
        clientId: 'cid',
        clientSecret: 'sec',
        token: 'tok',
        fetch: api.fetch,
      }),
    ).toMatchObject({ ok: true });
    expect(api.requests[2]?.body).toEqual({ client_id: 'cid', client_secret: 'sec', token: 'tok' });
  });

  it('reports a refused code as an http error', async () => {
    const api = createFakeApi(ORIGIN);
    api.on('POST', '/oauth/token', {
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'The provided authorization grant is invalid',
      },
    });
    const token = await exchangeCode(ORIGIN, {
      clientId: 'c',
      clientSecret: 's',
      code: 'x',
      redirectUri: 'r',
      codeVerifier: 'v',
      fetch: api.fetch,
    });
    expect(token).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 400, message: 'invalid_grant' },
    });
  });
});
