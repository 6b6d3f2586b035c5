import { describe, expect, it } from 'vitest';
import {
  forgetAccount,
  loadCurrentSession,
  loadSignedInRecords,
  saveCurrentSession,
  type SessionRecord,
} from './sessionRecords';

const storage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

const alice: SessionRecord = {
  origin: 'https://a.example',
  token: 'ta',
  accountId: '1',
  acct: 'alice',
};
const bob: SessionRecord = {
  origin: 'https://b.example',
  token: 'tb',
  accountId: '1',
  acct: 'bob',
};

describe('the kept sign-ins', () => {
  it('keeps every signed-in account, the current one first, one entry per server and account', () => {
    const s = storage();
    saveCurrentSession(s, alice);
    saveCurrentSession(s, bob);
    saveCurrentSession(s, { ...alice, token: 'ta2' });
    expect(loadSignedInRecords(s).map((r) => [r.origin, r.token])).toEqual([
      [alice.origin, 'ta2'],
      [bob.origin, 'tb'],
    ]);
    expect(loadCurrentSession(s)?.acct).toBe('alice');
  });

  it('forgets one account and keeps the current one current unless it is the one forgotten', () => {
    const s = storage();
    saveCurrentSession(s, alice);
    saveCurrentSession(s, bob);
    forgetAccount(s, alice);
    expect(loadSignedInRecords(s).map((r) => r.acct)).toEqual(['bob']);
    expect(loadCurrentSession(s)?.acct).toBe('bob');
    // A refused token is forgotten by the token alone.
    forgetAccount(s, { origin: bob.origin, token: 'tb' });
    expect(loadSignedInRecords(s)).toEqual([]);
    expect(loadCurrentSession(s)).toBeNull();
  });

  it('leaves a visitor out of the signed-in accounts', () => {
    const s = storage();
    saveCurrentSession(s, alice);
    saveCurrentSession(s, {
      origin: 'https://c.example',
      token: null,
      accountId: null,
      acct: null,
    });
    expect(loadSignedInRecords(s).map((r) => r.acct)).toEqual(['alice']);
  });
});
