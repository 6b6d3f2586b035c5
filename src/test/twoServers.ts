import { saveApp } from '../store/session/sessionRecords';
import { createFakeApi, type FakeApi } from './fakeApi';
import { accountJSON, instanceJSON, statusJSON } from './fixtures';
import { createTestStore } from './testStore';

export const A = 'https://a.example';
export const B = 'https://b.example';
export const TOKENS = { [A]: 'token-a', [B]: 'token-b' } as const;

/** One server answering as Mastodon does for its signed-in user. */
function answerAs(api: FakeApi, origin: string, me: { id: string; username: string }) {
  const account = accountJSON({ ...me, display_name: me.username.toUpperCase() });
  api.on('GET', '/api/v2/instance', { body: instanceJSON({ domain: new URL(origin).host }) });
  api.on('GET', '/api/v1/accounts/verify_credentials', {
    body: {
      ...account,
      source: { privacy: 'public', sensitive: false, language: 'en', note: '', fields: [] },
    },
  });
  api.on('GET', '/api/v1/custom_emojis', { body: [] });
  api.on('GET', '/api/v1/markers', { body: {} });
  api.on('GET', '/api/v1/timelines/home', {
    body: [statusJSON({ id: `${me.id}00`, account, content: `<p>home of ${me.username}</p>` })],
  });
  api.on('GET', /^\/api\/v2\/notifications/, {
    body: { accounts: [], statuses: [], notification_groups: [] },
  });
  api.on('POST', '/oauth/revoke', { body: {} });
}

/**
 * Two servers at two origins behind one fetch, each recording what reached it, and a store
 * whose browser has registered the client on both.
 */
export function createTwoServerStore() {
  const apiA = createFakeApi(A);
  const apiB = createFakeApi(B);
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(new Request(input).url).origin === A
      ? apiA.fetch(input, init)
      : apiB.fetch(input, init)) as typeof globalThis.fetch;
  const t = createTestStore({ api: apiA, deps: { fetch } });
  // Both users have id 1: only the server tells them apart.
  answerAs(apiA, A, { id: '1', username: 'alice' });
  answerAs(apiB, B, { id: '1', username: 'bob' });
  for (const origin of [A, B])
    saveApp(t.deps.localStorage, origin, `${t.deps.clientOrigin}/oauth/callback`, {
      clientId: `client-${origin}`,
      clientSecret: 'secret',
    });
  return { ...t, apiA, apiB };
}
