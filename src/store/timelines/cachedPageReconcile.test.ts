import { describe, expect, it } from 'vitest';
import { reconcileCachedPage, type ReconcileInput } from './cachedPageReconcile';

const shown = (items: string[], overrides: Partial<ReconcileInput> = {}): ReconcileInput => ({
  items,
  pendingItems: [],
  unread: 0,
  top: true,
  hasMore: true,
  ...overrides,
});

describe('the cached first page meets the server', () => {
  it('keeps the same posts in the same order when the page is identical', () => {
    expect(reconcileCachedPage(shown(['30', '20', '10']), ['30', '20', '10'], true)).toEqual({
      items: ['30', '20', '10'],
      pendingItems: [],
      unread: 0,
      hasMore: true,
    });
  });

  it('puts newer posts above as pending when the reader is not at the top; shown ones stay put', () => {
    const result = reconcileCachedPage(
      shown(['30', '20', '10'], { top: false }),
      ['50', '40', '30', '20'],
      true,
    );
    expect(result.items).toEqual(['30', '20', '10']);
    expect(result.pendingItems).toEqual(['50', '40']);
    expect(result.unread).toBe(2);
  });

  it('puts newer posts on top when the reader is at the top and nothing waits', () => {
    const result = reconcileCachedPage(shown(['30', '20']), ['40', '30', '20'], true);
    expect(result.items).toEqual(['40', '30', '20']);
    expect(result.pendingItems).toEqual([]);
  });

  it('goes on waiting above while pending posts exist, even at the top', () => {
    const result = reconcileCachedPage(
      shown(['30', '20'], { pendingItems: ['35'], unread: 1 }),
      ['40', '35', '30', '20'],
      true,
    );
    expect(result.items).toEqual(['30', '20']);
    expect(result.pendingItems).toEqual(['40', '35']);
    expect(result.unread).toBe(2);
  });

  it('drops a cached post the page says is gone, and keeps the older ones beyond the page', () => {
    const result = reconcileCachedPage(
      shown(['40', '30', '20', '10', '5'], { top: false }),
      ['40', '20', '10'],
      true,
    );
    expect(result.items).toEqual(['40', '20', '10', '5']);
  });

  it('slips an unseen post inside the shown range into its place by age', () => {
    const result = reconcileCachedPage(
      shown(['40', '20'], { top: false }),
      ['40', '30', '20'],
      false,
    );
    expect(result.items).toEqual(['40', '30', '20']);
    expect(result.pendingItems).toEqual([]);
  });

  it('replaces when nothing is shown, or when the server has no posts at all', () => {
    expect(reconcileCachedPage(shown([]), ['2', '1'], false).items).toEqual(['2', '1']);
    expect(reconcileCachedPage(shown(['2', '1'], { top: false }), [], false).items).toEqual([]);
  });

  it('a whole page newer than anything shown: at the top it replaces, below it waits with a gap', () => {
    expect(reconcileCachedPage(shown(['20', '10']), ['90', '80'], true).items).toEqual([
      '90',
      '80',
    ]);
    const below = reconcileCachedPage(shown(['20', '10'], { top: false }), ['90', '80'], true);
    expect(below.pendingItems).toEqual(['90', '80']);
    expect(below.items).toEqual([{ type: 'gap', key: 'gap-cached-20', sinceId: '20' }, '20', '10']);
  });
});
