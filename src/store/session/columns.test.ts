import { describe, expect, it } from 'vitest';
import reducer, {
  columnAdded,
  columnMoved,
  columnParamsChanged,
  columnRemoved,
  settingsLoaded,
} from './settings';
import { addColumn, columnsOf, moveColumn, sameColumn, type Column } from './columns';

const local: Column = { uuid: 'l', id: 'COMMUNITY', params: {} };
const ids = (columns: Column[]) => columns.map((c) => c.uuid);

describe('deck columns', () => {
  it('adds a column at the end and marks the settings unsaved', () => {
    const state = reducer(undefined, columnAdded(local));
    expect(ids(state.columns)).toEqual(['compose', 'home', 'notifications', 'l']);
    expect(state.saved).toBe(false);
  });
  it('adds the same column (kind and item) only once', () => {
    const list: Column = { uuid: 'a', id: 'LIST', params: { id: '1' } };
    const columns = addColumn([list], { uuid: 'b', id: 'LIST', params: { id: '1' } });
    expect(ids(columns)).toEqual(['a']);
    expect(ids(addColumn([list], { uuid: 'c', id: 'LIST', params: { id: '2' } }))).toEqual([
      'a',
      'c',
    ]);
    expect(
      sameColumn(
        { id: 'HASHTAG', params: { tag: 'Cats' } },
        { id: 'HASHTAG', params: { tag: 'cats' } },
      ),
    ).toBe(true);
  });
  it('removes a column by its uuid', () => {
    const state = reducer(undefined, columnRemoved('home'));
    expect(ids(state.columns)).toEqual(['compose', 'notifications']);
  });
  it('moves a column left and right, staying put at either end', () => {
    let state = reducer(undefined, columnAdded(local));
    state = reducer(state, columnMoved({ uuid: 'l', direction: -1 }));
    expect(ids(state.columns)).toEqual(['compose', 'home', 'l', 'notifications']);
    state = reducer(state, columnMoved({ uuid: 'l', direction: 1 }));
    expect(ids(state.columns)).toEqual(['compose', 'home', 'notifications', 'l']);
    expect(ids(moveColumn(state.columns, 'l', 1))).toEqual(ids(state.columns));
    expect(ids(moveColumn(state.columns, 'compose', -1))).toEqual(ids(state.columns));
  });
  it("changes one column's params and leaves the others", () => {
    let state = reducer(undefined, columnAdded(local));
    state = reducer(state, columnParamsChanged({ uuid: 'l', params: { onlyMedia: true } }));
    state = reducer(state, columnParamsChanged({ uuid: 'l', params: { regex: 'spoiler' } }));
    expect(state.columns.find((c) => c.uuid === 'l')?.params).toEqual({
      onlyMedia: true,
      regex: 'spoiler',
    });
    expect(state.columns.find((c) => c.uuid === 'home')?.params).toEqual({});
  });
  it('reads stored columns back, leaving out unknown kinds and bad params', () => {
    expect(
      columnsOf([
        { uuid: 'a', id: 'PUBLIC', params: { onlyMedia: 'yes', regex: 'x' } },
        { uuid: 'b', id: 'NOPE', params: {} },
        { id: 'HOME' },
      ]),
    ).toEqual([{ uuid: 'a', id: 'PUBLIC', params: { regex: 'x' } }]);
    expect(columnsOf('x')).toBeNull();
  });
  it('keeps the stored set on load, and the defaults when none is stored', () => {
    const stored = reducer(undefined, settingsLoaded({ columns: [local] }));
    expect(ids(stored.columns)).toEqual(['l']);
    expect(ids(reducer(undefined, settingsLoaded({})).columns)).toEqual([
      'compose',
      'home',
      'notifications',
    ]);
  });
});

describe("another account's columns", () => {
  it('are not the same column as the current account’s, and keep their account when read back', () => {
    const own = { id: 'HOME' as const, params: {} };
    const other = { id: 'HOME' as const, params: { account: 'https://b.example|1' } };
    expect(sameColumn(own, other)).toBe(false);
    expect(sameColumn(other, { ...other })).toBe(true);
    expect(columnsOf([{ uuid: 'x', ...other }])).toEqual([{ uuid: 'x', ...other }]);
  });
});
