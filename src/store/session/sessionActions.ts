import { createApiClient, type ApiError } from '../../api/client';
import { verifyCredentials } from '../../api/accounts';
import { fetchInstance } from '../../api/instance';
import {
  buildAuthorizeUrl,
  createPkcePair,
  exchangeCode,
  registerApp,
  revokeToken,
} from '../../api/oauth';
import { immediately } from '../../lib/frameQueue';
import { serverOriginFromInput } from '../../lib/serverOrigin';
import { OAUTH_SCOPES } from '../constants';
import { quietly } from '../quietly';
import { entitiesReceived } from '../entities';
import { notificationsCleared } from '../notifications/notifications';
import { loadCustomEmojis } from './customEmojiActions';
import {
  sessionConnectionStarted,
  sessionFailed,
  sessionConnected,
  sessionUnreachable,
  signedOut,
} from './session';
import {
  forgetAccount,
  forgetSession,
  loadApp,
  loadCurrentSession,
  saveApp,
  saveCurrentSession,
  savePendingSignIn,
  takePendingSignIn,
} from './sessionRecords';
import { settingsReset } from './settings';
import { openHomeTimeline } from '../timelines/homePlaceActions';
import { timelineCleared } from '../timelines/timelines';
import { createAppAsyncThunk } from '../thunk';
import type { StoreDeps } from '../deps';

export const localError = (message: string): ApiError => ({
  kind: 'invalid',
  status: null,
  statusText: '',
  message,
  rateLimitReset: null,
});

/** Reads who we are and what the server can do; the session is ready after this. */
export const connectSession = createAppAsyncThunk(
  'session/connect',
  async (
    {
      origin,
      token,
      isRetry = false,
    }: {
      origin: string;
      token: string | null;
      /** Asking again while the app shows (the server was unreachable): nothing is reset. */
      isRetry?: boolean;
    },
    { dispatch, extra, rejectWithValue },
  ) => {
    if (!isRetry) dispatch(sessionConnectionStarted({ origin, token }));
    // Home is asked for at once, not after the checks: it lands when it comes, where the
    // reader left it (the saved session names the account whose place is kept).
    const saved = loadCurrentSession(extra.localStorage);
    const accountId = saved?.origin === origin && saved.token === token ? saved.accountId : null;
    const earlyHome = token && !isRetry ? dispatch(openHomeTimeline({ accountId })) : null;
    const client = createApiClient({
      origin,
      token,
      fetch: extra.fetch,
      timeouts: extra.requestTimeouts,
    });
    const [instance, credentials] = await Promise.all([
      fetchInstance(client),
      token ? verifyCredentials(client) : Promise.resolve(null),
    ]);
    if (!instance.ok) {
      if (!isRetry) dispatch(sessionFailed());
      return rejectWithValue(instance.error, { skipAlert: isRetry });
    }
    if (credentials && !credentials.ok) {
      if (!isRetry || credentials.error.status === 401) dispatch(sessionFailed());
      if (credentials.error.status === 401) {
        forgetAccount(extra.localStorage, { origin, token });
        earlyHome?.abort();
        dispatch(timelineCleared('home'));
      }
      return rejectWithValue(credentials.error, {});
    }
    const me = credentials?.value ?? null;
    // Told to the screens with the session's connection, below.
    if (me) dispatch(quietly(entitiesReceived(me.bundle)));
    saveCurrentSession(extra.localStorage, {
      origin,
      token,
      accountId: me?.account.id ?? null,
      acct: me?.account.acct ?? null,
      displayName: me?.account.displayName ?? null,
      avatar: me?.account.avatar ?? null,
    });
    dispatch(
      sessionConnected({
        meId: me?.account.id ?? null,
        instance: instance.value,
        defaults: me?.defaults,
      }),
    );
    (extra.afterFirstScreen ?? immediately)(() => void dispatch(loadCustomEmojis()));
    return { meId: me?.account.id ?? null };
  },
);

/** Starts Mastodon OAuth 2: register the app (once per server), then off to the authorize page. */
export const signIn = createAppAsyncThunk(
  'session/signIn',
  async (serverInput: string, { extra, rejectWithValue }) => {
    const origin = serverOriginFromInput(serverInput);
    if (!origin)
      return rejectWithValue(localError('Enter a server address such as example.social'), {});
    const redirectUri = `${extra.clientOrigin}/oauth/callback`;
    let app = loadApp(extra.localStorage, origin, redirectUri);
    if (!app) {
      const registered = await registerApp(origin, {
        clientName: 'kmyblue web client',
        redirectUri,
        scopes: OAUTH_SCOPES,
        website: extra.clientOrigin,
        fetch: extra.fetch,
      });
      if (!registered.ok) return rejectWithValue(registered.error, {});
      app = { clientId: registered.value.clientId, clientSecret: registered.value.clientSecret };
      saveApp(extra.localStorage, origin, redirectUri, app);
    }
    const pkce = await createPkcePair();
    const state = crypto.randomUUID();
    savePendingSignIn(extra.localStorage, {
      origin,
      ...app,
      redirectUri,
      codeVerifier: pkce.verifier,
      state,
    });
    extra.redirect(
      buildAuthorizeUrl(origin, {
        clientId: app.clientId,
        redirectUri,
        scope: OAUTH_SCOPES,
        codeChallenge: pkce.challenge,
        state,
      }),
    );
    return undefined;
  },
);

/** Back from the server with a code: exchange it for a token and connect. */
export const completeSignIn = createAppAsyncThunk(
  'session/completeSignIn',
  async (
    { code, state }: { code: string; state: string | null },
    { dispatch, extra, rejectWithValue },
  ) => {
    const pending = takePendingSignIn(extra.localStorage);
    if (!pending || (state !== null && state !== pending.state)) {
      return rejectWithValue(
        localError('This sign-in link has expired. Please sign in again.'),
        {},
      );
    }
    const token = await exchangeCode(pending.origin, {
      clientId: pending.clientId,
      clientSecret: pending.clientSecret,
      code,
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
      fetch: extra.fetch,
    });
    if (!token.ok) return rejectWithValue(token.error, {});
    await dispatch(
      connectSession({ origin: pending.origin, token: token.value.accessToken }),
    ).unwrap();
    return undefined;
  },
);

export const browseAsVisitor = createAppAsyncThunk(
  'session/visitor',
  async (serverInput: string, { dispatch, rejectWithValue }) => {
    const origin = serverOriginFromInput(serverInput);
    if (!origin)
      return rejectWithValue(localError('Enter a server address such as example.social'), {});
    await dispatch(connectSession({ origin, token: null })).unwrap();
    return undefined;
  },
);

/**
 * On start-up: the session the reader had, if any. A server that cannot be reached (or is
 * too slow, or failing) keeps the session, and the app shows while `reconnectSession` asks
 * again; only a 401 forgets it.
 */
export const restoreSession = createAppAsyncThunk(
  'session/restore',
  async (_: void, { dispatch, extra }) => {
    const record = loadCurrentSession(extra.localStorage);
    if (!record) return false;
    const result = await dispatch(connectSession({ origin: record.origin, token: record.token }));
    if (connectSession.fulfilled.match(result)) return true;
    if (!isUnreachable(result.payload)) return false;
    dispatch(sessionUnreachable({ meId: record.accountId }));
    return true;
  },
);

/** No answer, none in time, or one a failing server (or its proxy) gave. */
const isUnreachable = (error: ApiError | undefined) =>
  error !== undefined &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'unparsable' ||
    (error.kind === 'http' && error.status !== null && error.status >= 500));

/** Asks the unreachable server again; when it answers, the session connects as usual. */
export const reconnectSession = createAppAsyncThunk(
  'session/reconnect',
  async (_: void, { getState, dispatch }) => {
    const { origin, token } = getState().session;
    if (!origin) return false;
    const result = await dispatch(connectSession({ origin, token, isRetry: true }));
    return connectSession.fulfilled.match(result);
  },
  { condition: (_, { getState }) => getState().session.isUnreachable === true },
);

/** Revokes one account's token at its own server, with the app it was issued to. */
export async function revokeSessionToken(
  extra: Pick<StoreDeps, 'localStorage' | 'clientOrigin' | 'fetch'>,
  origin: string,
  token: string,
) {
  const app = loadApp(extra.localStorage, origin, `${extra.clientOrigin}/oauth/callback`);
  if (app) await revokeToken(origin, { ...app, token, fetch: extra.fetch });
}

/** SPEC/CONTRACT: sign-out revokes the token and forgets it. */
export const signOut = createAppAsyncThunk(
  'session/signOut',
  async (_: void, { getState, dispatch, extra }) => {
    const { origin, token, meId } = getState().session;
    if (origin) forgetSession(extra.localStorage, { origin, accountId: meId });
    if (origin && token) await revokeSessionToken(extra, origin, token);
    dispatch(signedOut());
    dispatch(settingsReset());
    dispatch(notificationsCleared());
    return undefined;
  },
);

/** Is the client served by a Mastodon-API server (the sandbox, or a same-domain deploy)? */
export const probeOwnServer = createAppAsyncThunk(
  'session/probeOwnServer',
  async (_: void, { extra }) => {
    const client = createApiClient({
      origin: extra.clientOrigin,
      token: null,
      fetch: extra.fetch,
      timeouts: extra.requestTimeouts,
    });
    const result = await fetchInstance(client);
    return result.ok ? extra.clientOrigin : null;
  },
);
