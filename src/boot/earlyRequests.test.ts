import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/testStore';
import { loadCurrentSession, saveCurrentSession } from '../store/session/sessionRecords';
import { writeKeptPlace } from '../store/timelines/homePlace';
import { scopeFor } from '../store/session/persistence';
import { earlyRequestsFor, startEarlyRequests } from './earlyRequests';

const ORIGIN = 'https://kmy.example';

function signedIn() {
  const storage = new MemoryStorage();
  const record = { origin: ORIGIN, token: 'tok', accountId: '7', acct: 'me' };
  saveCurrentSession(storage, record);
  // Another account signed in beside it is not the one the page opens with.
  const other = { origin: 'https://other.example', token: 'tok2', accountId: '8', acct: 'you' };
  saveCurrentSession(storage, other);
  saveCurrentSession(storage, record);
  return storage;
}

describe('the first screen asked for by the first script', () => {
  it('reads the session the app restores, and asks home and its markers on home only', () => {
    const storage = signedIn();
    expect(loadCurrentSession(storage)?.token).toBe('tok');
    const home = earlyRequestsFor(storage, '/home');
    expect(home).toEqual({
      origin: ORIGIN,
      token: 'tok',
      paths: [
        '/api/v2/instance',
        '/api/v1/accounts/verify_credentials',
        '/api/v1/markers?timeline%5B%5D=home&timeline%5B%5D=notifications',
        '/api/v1/timelines/home?limit=20',
      ],
    });
    expect(earlyRequestsFor(storage, '/notifications')?.paths).toEqual([
      '/api/v2/instance',
      '/api/v1/accounts/verify_credentials',
    ]);
  });

  it('leaves home to the app where it opens at a kept place further down', () => {
    const storage = signedIn();
    const place = { statusId: '50', offset: 10, newestId: '90', savedAt: 1 };
    writeKeptPlace(storage, scopeFor(ORIGIN, '7'), { ...place, atTop: false });
    expect(earlyRequestsFor(storage, '/home')?.paths).not.toContain(
      '/api/v1/timelines/home?limit=20',
    );
    writeKeptPlace(storage, scopeFor(ORIGIN, '7'), { ...place, atTop: true });
    expect(earlyRequestsFor(storage, '/home')?.paths).toContain('/api/v1/timelines/home?limit=20');
  });

  it('asks nothing for a visitor, without a session or with unreadable records', () => {
    const visitor = new MemoryStorage();
    saveCurrentSession(visitor, { origin: ORIGIN, token: null, accountId: null, acct: null });
    expect(earlyRequestsFor(visitor, '/home')).toBeNull();
    expect(earlyRequestsFor(new MemoryStorage(), '/home')).toBeNull();
    const broken = new MemoryStorage();
    broken.setItem('kmyblue:current', `${ORIGIN}|7`);
    broken.setItem('kmyblue:sessions', '{not json');
    expect(earlyRequestsFor(broken, '/home')).toBeNull();
  });

  it('sends them with the token, by absolute URL', () => {
    const storage = signedIn();
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    const early = startEarlyRequests({
      localStorage: storage as unknown as Storage,
      location: { pathname: '/home' } as Location,
      fetch: fetch,
    });
    expect([...(early?.responses.keys() ?? [])]).toContain(
      `${ORIGIN}/api/v1/timelines/home?limit=20`,
    );
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}/api/v2/instance`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok' },
    });
  });
});
