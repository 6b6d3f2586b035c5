import { describe, expect, it } from 'vitest';
import { TIMELINE_ITEMS_MAX, TIMELINE_ITEMS_TRIMMED } from '../constants';
import { statusesRemoved } from '../statuses/removal';
import reducer, {
  timelineGapFilled,
  timelineWentOffline,
  timelinePageReceived,
  timelinePendingShown,
  timelineScrolled,
  timelineUpdated,
  timelinesStreamed,
  type TimelineGap,
} from './timelines';

const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from - i));
const loaded = (items: string[]) =>
  reducer(
    undefined,
    timelinePageReceived({ key: 'home', items, mode: 'replace', hasMore: true, isPartial: false }),
  );

describe('timelines', () => {
  it('keeps 40 and trims to 20 when more than 40 at the top', () => {
    expect(TIMELINE_ITEMS_MAX).toBe(40);
    expect(TIMELINE_ITEMS_TRIMMED).toBe(20);
    let state = loaded(ids(1000, 40));
    state = reducer(state, timelineUpdated({ key: 'home', id: '2000' }));
    expect(state.home!.items).toHaveLength(20);
    expect(state.home!.items[0]).toBe('2000');
    expect(state.home!.hasMore).toBe(true);
  });

  it('lets items grow past 40 while scrolled down, and trims on reaching the top', () => {
    let state = loaded(ids(1000, 40));
    state = reducer(state, timelineScrolled({ key: 'home', top: false }));
    state = reducer(
      state,
      timelinePageReceived({
        key: 'home',
        items: ids(960, 20),
        mode: 'append',
        hasMore: true,
        isPartial: false,
      }),
    );
    expect(state.home!.items).toHaveLength(60);
    state = reducer(state, timelineScrolled({ key: 'home', top: true }));
    expect(state.home!.items).toHaveLength(20);
  });

  it('puts new statuses into pending when not at top, and while pending exist', () => {
    let state = loaded(ids(100, 5));
    state = reducer(state, timelineScrolled({ key: 'home', top: false }));
    state = reducer(state, timelineUpdated({ key: 'home', id: '200' }));
    expect(state.home!.pendingItems).toEqual(['200']);
    expect(state.home!.unread).toBe(1);
    state = reducer(state, timelineScrolled({ key: 'home', top: true }));
    state = reducer(state, timelineUpdated({ key: 'home', id: '201' }));
    expect(state.home!.pendingItems).toEqual(['201', '200']);
    expect(state.home!.items[0]).toBe('100');
    state = reducer(state, timelinePendingShown('home'));
    expect(state.home!.items.slice(0, 3)).toEqual(['201', '200', '100']);
    expect(state.home!.pendingItems).toEqual([]);
    expect(state.home!.unread).toBe(0);
  });

  it('takes a batch from the stream as the same posts one by one would: newest first, once each', () => {
    const batch = (key: string, list: string[]) =>
      timelinesStreamed(list.map((id) => ({ key, id })));
    let state = loaded(ids(100, 5));
    const items = state.home!.items;
    state = reducer(state, timelineScrolled({ key: 'home', top: false }));
    state = reducer(state, batch('home', ['200', '201', '100', '201', '202']));
    expect(state.home!.pendingItems).toEqual(['202', '201', '200']);
    expect(state.home!.unread).toBe(3);
    expect(state.home!.items).toBe(items);
    state = reducer(state, batch('home', ['200', '203']));
    expect(state.home!.pendingItems).toEqual(['203', '202', '201', '200']);
    expect(state.home!.unread).toBe(4);
    // At the top with nothing pending: into the items, newest first; other timelines apart.
    let top = loaded(ids(100, 2));
    top = reducer(top, batch('home', ['300', '301']));
    top = reducer(top, batch('local', ['300']));
    expect(top.home!.items).toEqual(['301', '300', '100', '99']);
    expect(top.home!.pendingItems).toEqual([]);
    expect(top.local).toBeUndefined();
  });

  it('goes straight to items at the top with nothing pending, once each', () => {
    let state = loaded(ids(100, 5));
    state = reducer(state, timelineUpdated({ key: 'home', id: '200' }));
    state = reducer(state, timelineUpdated({ key: 'home', id: '200' }));
    expect(state.home!.items.slice(0, 2)).toEqual(['200', '100']);
  });

  it('sets isPartial on a 206 and keeps what it had', () => {
    let state = loaded(ids(100, 3));
    state = reducer(
      state,
      timelinePageReceived({
        key: 'home',
        items: [],
        mode: 'replace',
        hasMore: false,
        isPartial: true,
      }),
    );
    expect(state.home!.isPartial).toBe(true);
    expect(state.home!.items).toEqual(ids(100, 3));
  });

  it('inserts a gap marker when the stream goes offline, and fills it', () => {
    let state = loaded(ids(100, 3));
    state = reducer(state, timelineWentOffline('home'));
    const gap = state.home!.items[0] as TimelineGap;
    expect(gap).toMatchObject({ type: 'gap', sinceId: '100' });
    expect(state.home!.online).toBe(false);
    state = reducer(
      state,
      timelineGapFilled({ key: 'home', gapKey: gap.key, items: ['105', '104'], isFull: false }),
    );
    expect(state.home!.items).toEqual(['105', '104', '100', '99', '98']);
  });

  it('keeps the gap below a full page of missing statuses', () => {
    let state = loaded(ids(100, 2));
    state = reducer(state, timelineWentOffline('home'));
    const gap = state.home!.items[0] as TimelineGap;
    state = reducer(
      state,
      timelineGapFilled({ key: 'home', gapKey: gap.key, items: ids(150, 20), isFull: true }),
    );
    expect(state.home!.items[20]).toEqual(gap);
  });

  it('removes deleted statuses from items and pending', () => {
    let state = loaded(['3', '2', '1']);
    state = reducer(state, timelineScrolled({ key: 'home', top: false }));
    state = reducer(state, timelineUpdated({ key: 'home', id: '4' }));
    state = reducer(state, statusesRemoved(['2', '4']));
    expect(state.home!.items).toEqual(['3', '1']);
    expect(state.home!.pendingItems).toEqual([]);
  });
});
