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

describe('the layout choice', () => {
  it('is auto by default', () => {
    expect(defaultSettings().layout).toBe('auto');
  });
  it('reads a stored multi-column flag as the multi-column choice', () => {
    expect(reducer(undefined, settingsLoaded({ multiColumn: true })).layout).toBe('multi');
    expect(reducer(undefined, settingsLoaded({ multiColumn: false })).layout).toBe('auto');
    expect(reducer(undefined, settingsLoaded({ layout: 'single' })).layout).toBe('single');
    expect(reducer(undefined, settingsLoaded({ layout: 'wide' })).layout).toBe('auto');
  });
});
