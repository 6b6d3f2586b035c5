// @vitest-environment jsdom
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { memo, useLayoutEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { act } from '../test/act';
import { withTestRoot } from '../test/reactRoot';
import type { RootState } from './index';
import { useAppSelector } from './useAppSelector';

interface Counter {
  count: number;
  other: number;
  label: { text: string; version: number };
}

const initialState: Counter = { count: 0, other: 0, label: { text: 'a', version: 0 } };

const counter = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    count: (state, action: PayloadAction<number>) => {
      state.count = action.payload;
    },
    other: (state) => {
      state.other += 1;
    },
    /** A new label object; its version changes, its text only when given. */
    relabel: (state, action: PayloadAction<string | undefined>) => {
      state.label = {
        text: action.payload ?? state.label.text,
        version: state.label.version + 1,
      };
    },
  },
});

const newStore = () => configureStore({ reducer: counter.reducer });
// The hook is typed for the app's state; these tests give it a small store of their own.
const counterOf = (s: RootState) => s as unknown as Counter;
const countOf = (s: RootState) => counterOf(s).count;
const labelOf = (s: RootState) => counterOf(s).label;
const sameText = (a: Counter['label'], b: Counter['label']) => a.text === b.text;

const env = withTestRoot();

const show = (store: ReturnType<typeof newStore>, node: ReactNode) => {
  act(() => {
    env.root.render(<Provider store={store}>{node}</Provider>);
  });
};

describe('useAppSelector', () => {
  it('renders the value chosen, and again when a store change gives another', () => {
    const store = newStore();
    let renders = 0;
    function Count() {
      renders += 1;
      return <p>{useAppSelector(countOf)}</p>;
    }
    show(store, <Count />);
    expect(env.container.textContent).toBe('0');
    act(() => store.dispatch(counter.actions.count(3)));
    expect(env.container.textContent).toBe('3');
    expect(renders).toBe(2);
    // A change elsewhere in the store renders nothing.
    act(() => store.dispatch(counter.actions.other()));
    act(() => store.dispatch(counter.actions.count(3)));
    expect(renders).toBe(2);
  });

  it('keeps the object it rendered while the equality given holds, so a memoised child does not render', () => {
    const store = newStore();
    let childRenders = 0;
    const Label = memo(function Label({ label }: { label: Counter['label'] }) {
      childRenders += 1;
      return (
        <p>
          {label.text} {label.version}
        </p>
      );
    });
    let setTick: (n: number) => void = () => {};
    function Parent() {
      const [tick, set] = useState(0);
      setTick = set;
      const label = useAppSelector(labelOf, sameText);
      return (
        <div data-tick={tick}>
          <Label label={label} />
        </div>
      );
    }
    show(store, <Parent />);
    expect(env.container.textContent).toBe('a 0');
    // A new object with the same text: no render from the store.
    act(() => store.dispatch(counter.actions.relabel(undefined)));
    expect(childRenders).toBe(1);
    // The parent renders for a reason of its own: the child still gets the object it had.
    act(() => setTick(1));
    expect(env.container.querySelector('div')?.getAttribute('data-tick')).toBe('1');
    expect(childRenders).toBe(1);
    expect(env.container.textContent).toBe('a 0');
    // Other text: the new object.
    act(() => store.dispatch(counter.actions.relabel('b')));
    expect(env.container.textContent).toBe('b 2');
    expect(childRenders).toBe(2);
  });

  it('sees a change made after its render and before it listens', () => {
    const store = newStore();
    // A child's layout effect runs before its parent's, where the parent starts listening.
    function Changer() {
      useLayoutEffect(() => {
        store.dispatch(counter.actions.count(7));
      }, []);
      return null;
    }
    function Count() {
      return (
        <p>
          {useAppSelector(countOf)}
          <Changer />
        </p>
      );
    }
    show(store, <Count />);
    expect(env.container.textContent).toBe('7');
  });

  it('stops reading the store once unmounted', () => {
    const store = newStore();
    let reads = 0;
    const counted = (s: RootState) => {
      reads += 1;
      return countOf(s);
    };
    function Count() {
      return <p>{useAppSelector(counted)}</p>;
    }
    let setShown: (shown: boolean) => void = () => {};
    function Toggle() {
      const [shown, set] = useState(true);
      setShown = set;
      return shown ? <Count /> : null;
    }
    show(store, <Toggle />);
    act(() => setShown(false));
    const before = reads;
    act(() => store.dispatch(counter.actions.count(1)));
    expect(reads).toBe(before);
  });

  it('renders again, rather than throwing, when its selector throws on a change', () => {
    const store = newStore();
    // The selector throws on odd counts when the store tells it, as one reading props
    // that are out of date can; in the render that follows, it answers.
    let strict = true;
    const even = (s: RootState) => {
      const count = countOf(s);
      if (strict && count % 2 === 1) throw new Error('odd');
      return count;
    };
    function Count() {
      strict = false;
      const value = useAppSelector(even);
      strict = true;
      return <p>{value}</p>;
    }
    show(store, <Count />);
    expect(() => {
      act(() => store.dispatch(counter.actions.count(1)));
    }).not.toThrow();
    expect(env.container.textContent).toBe('1');
  });

  it('follows the store when its provider changes to another', () => {
    const first = newStore();
    const second = newStore();
    second.dispatch(counter.actions.count(5));
    function Count() {
      return <p>{useAppSelector(countOf)}</p>;
    }
    const renderWith = (store: typeof first) => {
      show(store, <Count />);
    };
    renderWith(first);
    renderWith(second);
    expect(env.container.textContent).toBe('5');
    act(() => second.dispatch(counter.actions.count(6)));
    expect(env.container.textContent).toBe('6');
    act(() => first.dispatch(counter.actions.count(9)));
    expect(env.container.textContent).toBe('6');
  });
});
