import { describe, expect, it, vi } from 'vitest';
import { never } from '../../test/fakeApi';
import { A, B, createTwoServerStore, TOKENS } from '../../test/twoServers';
import { connectSession } from '../session/sessionActions';
import { loadCurrentSession, loadSignedInRecords } from '../session/sessionRecords';
import { columnsChanged, defaultColumns } from '../session/settings';
import { signOutAccount, switchAccount, switchToNextAccount } from './accountActions';
import { openAccountStore, retainAccountStore } from './accountStores';
import { selectCurrentAccountKey, selectOtherAccounts, selectSignedInAccounts } from './selectors';

const KEY_A = `${A}|1`;
const KEY_B = `${B}|1`;

/** Signed in to A, then "Add account" brought B back through the OAuth callback. */
async function signedInToBoth() {
  const t = createTwoServerStore();
  await t.store.dispatch(connectSession({ origin: A, token: TOKENS[A] })).unwrap();
  await t.store.dispatch(connectSession({ origin: B, token: TOKENS[B] })).unwrap();
  return t;
}

const bearerPairs = (t: Awaited<ReturnType<typeof signedInToBoth>>) => [
  ...t.apiA.requests.map((r) => [A, r.headers.get('authorization')] as const),
  ...t.apiB.requests.map((r) => [B, r.headers.get('authorization')] as const),
];

describe('the accounts signed in on this browser', () => {
  it('adds an account without signing the first one out, the new one current', async () => {
    const t = await signedInToBoth();
    const state = t.store.getState();
    expect(selectCurrentAccountKey(state)).toBe(KEY_B);
    expect(selectSignedInAccounts(state).map((a) => [a.key, a.acct, a.displayName])).toEqual([
      [KEY_B, 'bob@b.example', 'BOB'],
      [KEY_A, 'alice@a.example', 'ALICE'],
    ]);
    expect(selectOtherAccounts(state).map((a) => a.key)).toEqual([KEY_A]);
    expect(JSON.stringify(state.accountRegistry)).not.toContain('token-');
  });

  it('replaces an account signed in again, keeping one entry with the new token', async () => {
    const t = await signedInToBoth();
    await t.store.dispatch(connectSession({ origin: A, token: 'token-a2' })).unwrap();
    expect(loadSignedInRecords(t.deps.localStorage).map((r) => [r.origin, r.token])).toEqual([
      [A, 'token-a2'],
      [B, TOKENS[B]],
    ]);
    expect(selectSignedInAccounts(t.store.getState())).toHaveLength(2);
  });

  it("switches in place: the next account's home, none of the last one's", async () => {
    const t = await signedInToBoth();
    expect(JSON.stringify(t.store.getState().statuses.entities['100'])).toContain('home of bob');
    await t.store.dispatch(switchAccount(KEY_A)).unwrap();
    const state = t.store.getState();
    expect(state.session).toMatchObject({ origin: A, token: TOKENS[A], meId: '1' });
    expect(JSON.stringify(state.statuses.entities['100'])).toContain('home of alice');
    expect(selectSignedInAccounts(state).map((a) => a.key)).toEqual([KEY_A, KEY_B]);
    expect(loadCurrentSession(t.deps.localStorage)?.origin).toBe(A);
  });

  it('goes round the accounts in a steady order with the next-account command', async () => {
    const t = await signedInToBoth();
    expect(await t.store.dispatch(switchToNextAccount()).unwrap()).toBe(KEY_A);
    expect(await t.store.dispatch(switchToNextAccount()).unwrap()).toBe(KEY_B);
    expect(t.store.getState().session.origin).toBe(B);
  });

  it('drops what the old account still had on its way when switching', async () => {
    const t = await signedInToBoth();
    t.apiB.on('GET', '/api/v1/timelines/home', never);
    const late = t.store.dispatch(connectSession({ origin: B, token: TOKENS[B] }));
    await t.store.dispatch(switchAccount(KEY_A)).unwrap();
    await late;
    const state = t.store.getState();
    expect(state.session.origin).toBe(A);
    expect(state.timelines.home?.failure ?? null).toBeNull();
    expect(JSON.stringify(state.statuses.entities['100'])).toContain('home of alice');
  });

  it('signs another account out, revoking its token at its own server only', async () => {
    const t = await signedInToBoth();
    t.store.dispatch(
      columnsChanged([
        ...defaultColumns(),
        { uuid: 'a-home', id: 'HOME', params: { account: KEY_A } },
      ]),
    );
    expect(await t.store.dispatch(signOutAccount(KEY_A)).unwrap()).toBe(true);
    const state = t.store.getState();
    expect(state.session.origin).toBe(B);
    expect(selectSignedInAccounts(state).map((a) => a.key)).toEqual([KEY_B]);
    expect(state.settings.columns.map((c) => c.uuid)).toEqual(defaultColumns().map((c) => c.uuid));
    expect(t.apiA.requestsTo('POST', '/oauth/revoke').map((r) => r.body)).toEqual([
      expect.objectContaining({ token: TOKENS[A] }),
    ]);
    expect(t.apiB.requestsTo('POST', '/oauth/revoke')).toHaveLength(0);
  });

  it('hands over to the next account when the current one signs out', async () => {
    const t = await signedInToBoth();
    expect(await t.store.dispatch(signOutAccount(KEY_B)).unwrap()).toBe(true);
    const state = t.store.getState();
    expect(state.session).toMatchObject({ origin: A, token: TOKENS[A], phase: 'ready' });
    expect(selectSignedInAccounts(state).map((a) => a.key)).toEqual([KEY_A]);
    expect(t.apiB.requestsTo('POST', '/oauth/revoke')).toHaveLength(1);
  });

  it('signs out entirely with the last account', async () => {
    const t = await signedInToBoth();
    await t.store.dispatch(signOutAccount(KEY_B)).unwrap();
    expect(await t.store.dispatch(signOutAccount(KEY_A)).unwrap()).toBe(false);
    const state = t.store.getState();
    expect(state.session.phase).toBe('signed-out');
    expect(selectSignedInAccounts(state)).toEqual([]);
    expect(loadSignedInRecords(t.deps.localStorage)).toEqual([]);
  });
});

describe('a token goes only to its own server', () => {
  it('across sign-ins, switches, a column of the other account and sign-outs', async () => {
    const t = await signedInToBoth();
    // A deck column showing A's home beside B's.
    const other = t.store.dispatch(openAccountStore(KEY_A));
    expect(other).not.toBeNull();
    await vi.waitFor(() => expect(other?.getState().session.phase).toBe('ready'));
    expect(other?.getState().session).toMatchObject({ origin: A, meId: '1' });
    expect(JSON.stringify(other?.getState().statuses.entities['100'])).toContain('home of alice');
    await t.store.dispatch(switchAccount(KEY_A)).unwrap();
    await t.store.dispatch(switchAccount(KEY_B)).unwrap();
    await t.store.dispatch(signOutAccount(KEY_A)).unwrap();

    const pairs = bearerPairs(t);
    expect(pairs.filter(([, auth]) => auth !== null).length).toBeGreaterThan(10);
    for (const [origin, auth] of pairs) {
      if (auth !== null) expect(auth).toBe(`Bearer ${TOKENS[origin]}`);
    }
    // The revocation names the token in its body, also only at its own server.
    for (const request of t.apiB.requests)
      expect(JSON.stringify(request.body)).not.toContain(TOKENS[A]);
    for (const request of t.apiA.requests)
      expect(JSON.stringify(request.body)).not.toContain(TOKENS[B]);
  });
});

describe("another account's store", () => {
  it('is shared by its columns and closed when the last one goes', async () => {
    const t = await signedInToBoth();
    const first = t.store.dispatch(retainAccountStore(KEY_A));
    const second = t.store.dispatch(retainAccountStore(KEY_A));
    expect(first?.store).toBe(second?.store);
    await vi.waitFor(() => expect(first?.store.getState().session.phase).toBe('ready'));
    first?.release();
    expect(first?.store.getState().session.phase).toBe('ready');
    second?.release();
    expect(first?.store.getState().session.phase).toBe('signed-out');
    expect(t.store.dispatch(retainAccountStore(KEY_A))?.store).not.toBe(first?.store);
  });
});
