import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { composeChanged } from '../compose/draft';
import { SETTINGS_SAVE_THROTTLE_MS } from '../constants';
import { draftKey, serverKeepsNoSettings, settingsKey } from './persistence';
import { connectSession } from './sessionActions';
import { settingChanged } from './settings';

async function ready() {
  const t = createTestStore();
  t.api.on('PUT', '/api/web/settings', { body: {} });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

describe('settings persistence (saved after changes, 2 s throttle)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a burst of changes to api/web/settings once, 2 s after the last', async () => {
    const { store, api, deps } = await ready();
    expect(SETTINGS_SAVE_THROTTLE_MS).toBe(2_000);
    store.dispatch(settingChanged({ path: ['confirmBoost'], value: true }));
    await vi.advanceTimersByTimeAsync(500);
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reblog'], value: false }));
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_THROTTLE_MS - 1);
    expect(api.requestsTo('PUT', '/api/web/settings')).toHaveLength(0);
    expect(store.getState().settings.saved).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(api.requestsTo('PUT', '/api/web/settings')).toHaveLength(1));
    const sent = api.requestsTo('PUT', '/api/web/settings')[0]?.body as {
      data: { confirmBoost: boolean; home: { shows: { reblog: boolean } } };
    };
    expect(sent.data.confirmBoost).toBe(true);
    expect(sent.data.home.shows.reblog).toBe(false);
    await vi.waitFor(() => expect(store.getState().settings.saved).toBe(true));
    const stored = (await deps.db.get(settingsKey(store.getState()))) as { confirmBoost: boolean };
    expect(stored.confirmBoost).toBe(true);
  });

  it('keeps settings in the browser when the server has no api/web/settings', async () => {
    const t = createTestStore();
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    t.store.dispatch(settingChanged({ path: ['confirmBoost'], value: true }));
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_THROTTLE_MS);
    await vi.waitFor(() => expect(t.store.getState().settings.saved).toBe(true));
    const stored = (await t.deps.db.get(settingsKey(t.store.getState()))) as {
      confirmBoost: boolean;
    };
    expect(stored.confirmBoost).toBe(true);
  });
});

describe('a server that refuses to keep settings', () => {
  it('counts a refusal as kept in the browser, but not too many requests or a failure', () => {
    expect(serverKeepsNoSettings(404)).toBe(true);
    expect(serverKeepsNoSettings(401)).toBe(true);
    expect(serverKeepsNoSettings(422)).toBe(true);
    expect(serverKeepsNoSettings(429)).toBe(false);
    expect(serverKeepsNoSettings(500)).toBe(false);
  });
});

describe('draft persistence (nothing typed is lost)', () => {
  it('writes the draft per server and account, and a new session of that account gets it back', async () => {
    const first = await ready();
    first.store.dispatch(
      composeChanged({ text: 'half a thought', spoiler: true, spoilerText: 'cw' }),
    );
    const key = draftKey(first.store.getState());
    expect(key).toContain(ORIGIN);
    expect(key).toContain(first.me.id);
    await vi.waitFor(async () =>
      expect(await first.deps.db.get(key)).toMatchObject({ text: 'half a thought' }),
    );

    const second = createTestStore({ deps: { db: first.deps.db } });
    await second.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await vi.waitFor(() =>
      expect(second.store.getState().draft).toMatchObject({
        text: 'half a thought',
        spoiler: true,
        spoilerText: 'cw',
      }),
    );
  });
});
