import { describe, expect, it } from 'vitest';
import { rootReducer } from '../index';
import { HELD_IDS_BY_SLICE, STORED_IDS_BY_SLICE } from './heldIdsBySlice';

describe('HELD_IDS_BY_SLICE', () => {
  it('names every slice of the root state, each declaring its ids or holding none', () => {
    const slices = Object.keys(rootReducer(undefined, { type: 'init' })).sort();
    expect(Object.keys(HELD_IDS_BY_SLICE).sort()).toEqual(slices);
    for (const heldIds of Object.values(HELD_IDS_BY_SLICE)) {
      expect(heldIds === 'none' || typeof heldIds === 'function').toBe(true);
    }
  });

  it('lists the slices that store by id among those holding none', () => {
    for (const key of Object.keys(STORED_IDS_BY_SLICE)) {
      expect(HELD_IDS_BY_SLICE[key as keyof typeof HELD_IDS_BY_SLICE]).toBe('none');
    }
  });
});
