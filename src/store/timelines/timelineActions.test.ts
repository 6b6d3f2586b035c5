import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { loadGap, loadTimeline } from './timelineActions';
import { timelineWentOffline, type TimelineGap } from './timelines';

describe('loading timelines', () => {
  it('loads the first page, then older pages with max_id', async () => {
    const { store, api } = createTestStore();
    api.on('GET', '/api/v1/timelines/public', (req) =>
      req.query.get('max_id')
        ? { body: [statusJSON({ id: '90' })] }
        : {
            body: [statusJSON({ id: '100' }), statusJSON({ id: '99' })],
            headers: {
              link: `<${ORIGIN}/api/v1/timelines/public?local=true&max_id=99>; rel="next"`,
            },
          },
    );
    await store.dispatch(connectSession({ origin: ORIGIN, token: null }));
    const source = { kind: 'public', local: true } as const;
    await store.dispatch(loadTimeline({ source, mode: 'initial' }));
    expect(store.getState().timelines['public:local']?.items).toEqual(['100', '99']);
    expect(api.requestsTo('GET', '/api/v1/timelines/public')[0]?.query.get('local')).toBe('true');
    await store.dispatch(loadTimeline({ source, mode: 'older' }));
    expect(api.requestsTo('GET', '/api/v1/timelines/public')[1]?.query.get('max_id')).toBe('99');
    expect(store.getState().timelines['public:local']?.items).toEqual(['100', '99', '90']);
    expect(store.getState().timelines['public:local']?.hasMore).toBe(false);
  });

  describe('reading a page', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    // A pause between slices is a message to the page itself (`nextTask`).
    it('reads a first page in one task and an older one in slices of eight', async () => {
      const { store, api } = createTestStore();
      const page = (top: number) =>
        Array.from({ length: 20 }, (_, i) => statusJSON({ id: String(top - i) }));
      api.on('GET', '/api/v1/timelines/public', (req) =>
        req.query.get('max_id')
          ? { body: page(80) }
          : {
              body: page(100),
              headers: { link: `<${ORIGIN}/api/v1/timelines/public?max_id=81>; rel="next"` },
            },
      );
      await store.dispatch(connectSession({ origin: ORIGIN, token: null }));
      const source = { kind: 'public' } as const;
      const pauses = vi.spyOn(globalThis, 'MessageChannel');
      await store.dispatch(loadTimeline({ source, mode: 'initial' }));
      expect(store.getState().timelines.public?.items).toHaveLength(20);
      expect(pauses).not.toHaveBeenCalled();
      await store.dispatch(loadTimeline({ source, mode: 'older' }));
      expect(store.getState().timelines.public?.items).toHaveLength(40);
      // 8, 8 and 4: a pause after each of the first two slices, and one before the page
      // goes into the store, so the screens render it in a task of their own.
      expect(pauses).toHaveBeenCalledTimes(3);
    });
  });

  // Every mounted selector runs on each change the store tells: one for the page, not two.
  it("tells the screens of an older page's posts and its items as one change", async () => {
    const { store, api } = createTestStore();
    api.on('GET', '/api/v1/timelines/public', (req) =>
      req.query.get('max_id')
        ? { body: [statusJSON({ id: '90' }), statusJSON({ id: '89' })] }
        : {
            body: [statusJSON({ id: '100' })],
            headers: { link: `<${ORIGIN}/api/v1/timelines/public?max_id=100>; rel="next"` },
          },
    );
    await store.dispatch(connectSession({ origin: ORIGIN, token: null }));
    const source = { kind: 'public' } as const;
    await store.dispatch(loadTimeline({ source, mode: 'initial' }));
    const seen: { known: boolean; items: number }[] = [];
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      seen.push({
        known: state.statuses.entities['90'] !== undefined,
        items: state.timelines.public?.items.length ?? 0,
      });
    });
    await store.dispatch(loadTimeline({ source, mode: 'older' }));
    unsubscribe();
    // Told once: the posts with their items, never the posts alone.
    expect(seen.filter((s) => s.known)).toEqual([{ known: true, items: 3 }]);
  });

  it('shows a bad item as an error in its place and keeps the rest', async () => {
    const { store, api } = createTestStore();
    api.on('GET', '/api/v1/timelines/home', {
      body: [statusJSON({ id: '3' }), { id: '2', content: 42 }, statusJSON({ id: '1' })],
    });
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
    const items = store.getState().timelines.home?.items ?? [];
    expect(items[0]).toBe('3');
    expect(items[1]).toMatchObject({ invalid: true, id: '2' });
    expect(items[2]).toBe('1');
  });

  it('sets isPartial on HTTP 206', async () => {
    const { store, api } = createTestStore();
    api.on('GET', '/api/v1/timelines/home', { status: 206, body: [] });
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
    expect(store.getState().timelines.home?.isPartial).toBe(true);
  });

  it('fills a gap with since_id and the max_id of the item above', async () => {
    const { store, api } = createTestStore();
    api.on('GET', '/api/v1/timelines/home', (req) =>
      req.query.get('since_id')
        ? { body: [statusJSON({ id: '150' })] }
        : { body: [statusJSON({ id: '100' })] },
    );
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    const source = { kind: 'home' } as const;
    await store.dispatch(loadTimeline({ source, mode: 'initial' }));
    store.dispatch(timelineWentOffline('home'));
    const gap = store.getState().timelines.home!.items[0] as TimelineGap;
    await store.dispatch(loadGap({ source, gapKey: gap.key }));
    const request = api.requestsTo('GET', '/api/v1/timelines/home').at(-1);
    expect(request?.query.get('since_id')).toBe('100');
    expect(request?.query.get('max_id')).toBeNull();
    expect(store.getState().timelines.home?.items).toEqual(['150', '100']);
  });
});
