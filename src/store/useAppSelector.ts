import { useContext, useLayoutEffect, useReducer, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { RootState } from './index';

interface SelectableStore {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

/**
 * Each store's listeners, told by the one subscription the store has for all of them. Redux
 * copies its own list of listeners whenever one is added or removed after a dispatch: with
 * a few hundred mounted selections and posts mounting as a feed scrolls, that copying was
 * more garbage than the selections themselves.
 */
const call = (listener: () => void) => {
  listener();
};

const listenersByStore = new WeakMap<SelectableStore, Set<() => void>>();

function listenersOf(store: SelectableStore): Set<() => void> {
  let listeners = listenersByStore.get(store);
  if (listeners === undefined) {
    const created = new Set<() => void>();
    store.subscribe(() => {
      created.forEach(call);
    });
    listenersByStore.set(store, created);
    listeners = created;
  }
  return listeners;
}

/**
 * What a mounted `useAppSelector` last chose, and its listener. Made once when the component
 * mounts (by a function made once, so a render makes no closure for it); each render sets
 * its fields.
 */
class Selection<T> {
  store: SelectableStore | null = null;
  deps: readonly unknown[] = [];
  selector: (state: RootState) => T = unchosen;
  equal: (a: T, b: T) => boolean = Object.is;
  value: T | undefined = undefined;
  rendered = false;
  rerender: () => void = nothing;

  /** The store changed: render again if the value it gives now is not the one rendered. */
  readonly check = () => {
    let next: T;
    try {
      next = this.selector(this.store!.getState());
    } catch {
      // Props out of date (the parent is about to render this away or anew): the render
      // runs the selector again with the props it will have.
      this.rerender();
      return;
    }
    if (!this.equal(this.value as T, next)) this.rerender();
  };

  /** The layout effect: listens, and catches a change between the render and now. */
  readonly listen = () => {
    const listeners = listenersOf(this.store!);
    listeners.add(this.check);
    this.check();
    return () => {
      listeners.delete(this.check);
    };
  };
}

function unchosen(): never {
  throw new Error('A selection is rendered before it is read.');
}
const nothing = () => {};
const newSelection = () => new Selection<unknown>();
const bump = (n: number) => n + 1;

/**
 * A value chosen from the store, rendered again when a store change gives another (`equal`
 * says; by identity unless given). A value equal to the last is the last, the same object,
 * so a memoised child given it does not render.
 *
 * A post calls this about twenty times, so a render of it makes no object, closure or
 * array: what it needs is made once, when the component mounts. react-redux's
 * `useSelector` made about a dozen of them a call and a render, a fifth of all that
 * scrolling a timeline allocated.
 */
export function useAppSelector<T>(
  selector: (state: RootState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const context = useContext(ReactReduxContext);
  if (context === null) throw new Error('useAppSelector needs a store <Provider>.');
  const store = context.store as SelectableStore;
  const [, rerender] = useReducer(bump, 0);
  const [selection] = useState(newSelection as () => Selection<T>);
  const chosen = selector(store.getState());
  const value =
    selection.rendered && equal(selection.value as T, chosen) ? (selection.value as T) : chosen;
  selection.rendered = true;
  selection.value = value;
  selection.selector = selector;
  selection.equal = equal;
  selection.rerender = rerender;
  if (selection.store !== store) {
    selection.store = store;
    selection.deps = [store];
  }
  // The effect and its dependencies (the store) are made once, not a closure and an array a
  // render; `listen` reads everything else from the selection.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the store, in `selection.deps`
  useLayoutEffect(selection.listen, selection.deps);
  return value;
}
