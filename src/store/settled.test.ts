import {
  createEntityAdapter,
  createSlice,
  configureStore,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settled } from './plain';

afterEach(() => vi.unstubAllEnvs());

interface Item {
  id: string;
  count: number;
  nested: { tags: string[] };
}

const adapter = createEntityAdapter<Item>();
const slice = createSlice({
  name: 'items',
  initialState: adapter.getInitialState(),
  reducers: {
    received(state, action: PayloadAction<Item>) {
      adapter.setOne(state, settled(action.payload));
    },
    counted(state, action: PayloadAction<string>) {
      const item = state.entities[action.payload];
      if (item) {
        item.count += 1;
        item.nested.tags.push('counted');
      }
    },
  },
});

describe('an object settled into the state', () => {
  it('is frozen at its top in a production build, and reducers still change it by copying', () => {
    vi.stubEnv('PROD', true);
    const store = configureStore({ reducer: slice.reducer });
    const item: Item = { id: 'a', count: 1, nested: { tags: ['new'] } };
    store.dispatch(slice.actions.received(item));
    expect(Object.isFrozen(store.getState().entities.a)).toBe(true);
    store.dispatch(slice.actions.counted('a'));
    expect(store.getState().entities.a).toEqual({
      id: 'a',
      count: 2,
      nested: { tags: ['new', 'counted'] },
    });
    // The object received is left as it was: the change went into a copy.
    expect(item.count).toBe(1);
    expect(store.getState().entities.a).not.toBe(item);
  });

  it('is left to immer elsewhere, which freezes the whole state deeply', () => {
    const item: Item = { id: 'a', count: 1, nested: { tags: ['new'] } };
    expect(Object.isFrozen(settled(item))).toBe(false);
    const store = configureStore({ reducer: slice.reducer });
    store.dispatch(slice.actions.received(item));
    expect(Object.isFrozen(store.getState().entities.a?.nested.tags)).toBe(true);
  });
});
