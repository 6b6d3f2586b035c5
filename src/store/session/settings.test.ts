import { describe, expect, it } from 'vitest';
import reducer, { defaultSettings, settingChanged, settingsLoaded } from './settings';

describe('settings', () => {
  it('defaults to the COMPOSE, HOME and NOTIFICATIONS columns', () => {
    expect(defaultSettings().columns.map((c) => c.id)).toEqual([
      'COMPOSE',
      'HOME',
      'NOTIFICATIONS',
    ]);
  });
  it('turns notification alerts and sounds on by default', () => {
    const { alerts, sounds } = defaultSettings().notifications;
    expect(Object.values(alerts).every(Boolean)).toBe(true);
    expect(Object.values(sounds).every(Boolean)).toBe(true);
  });
  it('loads stored settings over the defaults, dropping values of the wrong type', () => {
    const state = reducer(
      undefined,
      settingsLoaded({ home: { shows: { reblog: false, reply: 'yes' } }, unknownKey: 1 }),
    );
    expect(state.home.shows).toEqual({ reblog: false, reply: true, quote: true });
  });
  it('changes one path and marks the settings unsaved', () => {
    const state = reducer(
      undefined,
      settingChanged({ path: ['home', 'shows', 'reply'], value: false }),
    );
    expect(state.home.shows.reply).toBe(false);
    expect(state.saved).toBe(false);
  });
});
