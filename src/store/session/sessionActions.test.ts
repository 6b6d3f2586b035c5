import { describe, expect, it, vi } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import {
  browseAsVisitor,
  completeSignIn,
  connectSession,
  restoreSession,
  signIn,
  signOut,
} from './sessionActions';

describe('sign-in (CONTRACT: Mastodon OAuth 2)', () => {
  it('registers the app once, then sends the window to the authorize page with PKCE', async () => {
    const { store, api, redirects } = createTestStore();
    api.on('POST', '/api/v1/apps', {
      body: {
        id: '1',
        name: 'x',
        website: null,
        redirect_uri: 'x',
        client_id: 'cid',
        client_secret: 'csecret',
      },
    });
    await store.dispatch(signIn('sandbox.example'));
    const [apps] = api.requestsTo('POST', '/api/v1/apps');
    expect(apps?.body).toMatchObject({
      client_name: expect.any(String) as unknown,
      redirect_uris: 'https://client.example/oauth/callback',
      scopes: 'read write follow push',
    });
    const url = new URL(redirects[0]!);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/oauth/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('cid');
    expect(url.searchParams.get('redirect_uri')).toBe('https://client.example/oauth/callback');
    expect(url.searchParams.get('scope')).toBe('read write follow push');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    await store.dispatch(signIn('sandbox.example'));
    expect(api.requestsTo('POST', '/api/v1/apps')).toHaveLength(1);
  });

  it('exchanges the code, reads the account and instance, and is signed in', async () => {
    const { store, api, redirects, deps } = createTestStore();
    api.on('POST', '/api/v1/apps', {
      body: {
        id: '1',
        name: 'x',
        website: null,
        redirect_uri: 'x',
        client_id: 'cid',
        client_secret: 'csecret',
      },
    });
    api.on('POST', '/oauth/token', {
      body: {
        access_token: 'tok',
        token_type: 'Bearer',
        scope: 'read write follow push',
        created_at: 1,
      },
    });
    await store.dispatch(signIn(ORIGIN));
    const state = new URL(redirects[0]!).searchParams.get('state');
    await store.dispatch(completeSignIn({ code: 'the-code', state }));
    const [token] = api.requestsTo('POST', '/oauth/token');
    expect(token?.body).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      client_id: 'cid',
    });
    expect(JSON.stringify(token?.body)).toContain('code_verifier');
    expect(store.getState().session).toMatchObject({
      phase: 'ready',
      origin: ORIGIN,
      token: 'tok',
      meId: '1',
    });
    expect(store.getState().session.defaults.privacy).toBe('unlisted');
    expect(
      api.requestsTo('GET', '/api/v1/accounts/verify_credentials')[0]?.headers.get('authorization'),
    ).toBe('Bearer tok');

    // The session survives a reload.
    const again = createTestStore({ api, deps: { localStorage: deps.localStorage } });
    expect(await again.store.dispatch(restoreSession()).unwrap()).toBe(true);
    expect(again.store.getState().session.meId).toBe('1');
  });

  it('refuses a callback whose state does not match', async () => {
    const { store, api } = createTestStore();
    api.on('POST', '/api/v1/apps', {
      body: {
        id: '1',
        name: 'x',
        website: null,
        redirect_uri: 'x',
        client_id: 'cid',
        client_secret: 's',
      },
    });
    await store.dispatch(signIn(ORIGIN));
    const result = await store.dispatch(completeSignIn({ code: 'c', state: 'forged' }));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(api.requestsTo('POST', '/oauth/token')).toHaveLength(0);
  });

  it('visits with no token: identity is visitor', async () => {
    const { store, api } = createTestStore();
    await store.dispatch(browseAsVisitor('https://sandbox.example'));
    expect(store.getState().session).toMatchObject({ phase: 'ready', token: null, meId: null });
    expect(api.requestsTo('GET', '/api/v1/accounts/verify_credentials')).toHaveLength(0);
  });

  it('signs out by revoking the token and forgetting it', async () => {
    const { store, api, deps } = createTestStore();
    api.on('POST', '/oauth/revoke', { body: {} });
    deps.localStorage.setItem(
      'kmyblue:apps',
      JSON.stringify({
        [`${ORIGIN}|https://client.example/oauth/callback`]: { clientId: 'cid', clientSecret: 's' },
      }),
    );
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await store.dispatch(signOut());
    expect(api.requestsTo('POST', '/oauth/revoke')[0]?.body).toMatchObject({
      token: 'tok',
      client_id: 'cid',
    });
    expect(store.getState().session.phase).toBe('signed-out');
    expect(
      await createTestStore({ api, deps: { localStorage: deps.localStorage } })
        .store.dispatch(restoreSession())
        .unwrap(),
    ).toBe(false);
  });
});

describe('what the first screen does not need', () => {
  it("asks for the server's custom emoji list only once the first screen is done", async () => {
    const later: (() => void)[] = [];
    const { store, api } = createTestStore({
      deps: {
        afterFirstScreen: (run) => {
          later.push(run);
          return () => undefined;
        },
      },
    });
    api.on('GET', '/api/v1/custom_emojis', {
      body: [
        {
          shortcode: 'blobcat',
          url: 'https://cdn.example/b.png',
          static_url: 'https://cdn.example/b.png',
          visible_in_picker: true,
        },
      ],
    });
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    expect(store.getState().session.phase).toBe('ready');
    expect(api.requestsTo('GET', '/api/v1/custom_emojis')).toHaveLength(0);
    later.forEach((run) => run());
    await vi.waitFor(() =>
      expect(store.getState().session.customEmojis.map((e) => e.shortcode)).toEqual(['blobcat']),
    );
    expect(api.requestsTo('GET', '/api/v1/custom_emojis')).toHaveLength(1);
  });
});
