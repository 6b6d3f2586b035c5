import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/testStore';
import {
  filledUpwards,
  placeToRestore,
  readKeptPlace,
  restoredHome,
  upwardGap,
  writeKeptPlace,
  type KeptPlace,
} from './homePlace';

const local = (over: Partial<KeptPlace> = {}): KeptPlace => ({
  statusId: '500',
  offset: -30,
  newestId: '900',
  atTop: false,
  savedAt: 1_000,
  ...over,
});

describe('which place home opens at', () => {
  it('takes whichever exists when only one does', () => {
    expect(placeToRestore(null, null)).toBeNull();
    expect(placeToRestore(local(), null)).toMatchObject({ statusId: '500', offset: -30 });
    expect(placeToRestore(null, { statusId: '400', updatedAt: 5 })).toEqual({
      statusId: '400',
      offset: 0,
      newestId: '400',
      atTop: false,
      from: 'marker',
    });
  });

  it('takes the newer of the two by when each moved', () => {
    expect(placeToRestore(local(), { statusId: '400', updatedAt: 2_000 })?.from).toBe('marker');
    expect(placeToRestore(local(), { statusId: '400', updatedAt: 500 })?.from).toBe('local');
  });

  it('keeps this browser’s place for the same post (it knows the offset) or an undated marker', () => {
    expect(placeToRestore(local(), { statusId: '500', updatedAt: 9_000 })).toMatchObject({
      from: 'local',
      offset: -30,
    });
    expect(placeToRestore(local(), { statusId: '400', updatedAt: null })?.from).toBe('local');
  });

  it('opens at the top when the reader left it there, unless the marker moved since', () => {
    const top = local({ atTop: true, savedAt: 3_000 });
    expect(placeToRestore(top, { statusId: '400', updatedAt: 2_000 })?.atTop).toBe(true);
    expect(placeToRestore(top, { statusId: '400', updatedAt: 4_000 })?.atTop).toBe(false);
  });
});

describe('home around a far place', () => {
  it('puts what arrived since in pending and a gap above the place for the posts between', () => {
    const home = restoredHome(
      { statusId: '500', newestId: '900' },
      ['500', '490', '480'],
      ['950', '920'],
      40,
    );
    expect(home.pendingItems).toEqual(['950', '920']);
    expect(home.items.slice(1)).toEqual(['500', '490', '480']);
    expect(home.items[0]).toMatchObject({ type: 'gap', fill: 'up' });
    expect(home.landingId).toBe('500');
  });

  it('needs no gap when nothing lies between the place and what arrived', () => {
    const home = restoredHome({ statusId: '500', newestId: '500' }, ['500', '490'], ['520'], 40);
    expect(home.items).toEqual(['500', '490']);
    expect(home.pendingItems).toEqual(['520']);
  });

  it('keeps a gap when more arrived than a page holds', () => {
    const arrived = Array.from({ length: 4 }, (_, i) => String(600 + i));
    const home = restoredHome({ statusId: '500', newestId: '500' }, ['500'], arrived, 4);
    expect(home.items[0]).toMatchObject({ type: 'gap' });
  });

  it('lands on the next older post when the place was deleted', () => {
    const home = restoredHome({ statusId: '500', newestId: '500' }, ['480', '470'], [], 40);
    expect(home.landingId).toBe('480');
  });

  it('fills upwards under the gap while pages come full, then drops it', () => {
    const gap = upwardGap();
    expect(filledUpwards(gap, ['530', '520'], true)).toEqual([gap, '530', '520']);
    expect(filledUpwards(gap, ['530'], false)).toEqual(['530']);
    expect(filledUpwards(gap, [], true)).toEqual([]);
  });
});

describe('the kept place in IndexedDB', () => {
  it('is kept per account scope and read back defensively', async () => {
    const storage = new MemoryStorage();
    writeKeptPlace(storage, 'https://a.example|1', local());
    expect(readKeptPlace(storage, 'https://a.example|1')).toEqual(local());
    expect(readKeptPlace(storage, 'https://a.example|2')).toBeNull();
    storage.setItem('kmyblue:homePlace:https://a.example|3', '{"statusId":5,"offset":"x"}');
    expect(readKeptPlace(storage, 'https://a.example|3')).toBeNull();
    storage.setItem('kmyblue:homePlace:https://a.example|4', '{not json');
    expect(readKeptPlace(storage, 'https://a.example|4')).toBeNull();
  });
});
