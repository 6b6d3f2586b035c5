import { describe, expect, it } from 'vitest';
import { defaultColumns, type Column } from '../../store/session/settings';
import { columnShowing, pathOfColumn } from './columnPaths';

describe('the paths saved columns show', () => {
  it('names the route of each kind of column', () => {
    expect(pathOfColumn({ id: 'COMMUNITY', params: {} })).toBe('/public/local');
    expect(pathOfColumn({ id: 'HASHTAG', params: { tag: 'cats' } })).toBe('/tags/cats');
    expect(pathOfColumn({ id: 'LIST', params: { id: '3' } })).toBe('/lists/3');
    expect(pathOfColumn({ id: 'ANTENNA_TIMELINE', params: { id: '4' } })).toBe('/antennast/4');
    expect(pathOfColumn({ id: 'ANTENNA', params: { id: '4' } })).toBeNull();
    expect(pathOfColumn({ id: 'KEYBOARD_SHORTCUTS', params: {} })).toBe('/keyboard-shortcuts');
  });
  it('covers a route a saved column shows, so it opens no second copy', () => {
    const columns: Column[] = [
      ...defaultColumns(),
      { uuid: 't', id: 'HASHTAG', params: { tag: 'Cats' } },
    ];
    expect(columnShowing(columns, '/home')?.uuid).toBe('home');
    expect(columnShowing(columns, '/statuses/new')?.uuid).toBe('compose');
    expect(columnShowing(columns, '/tags/cats')?.uuid).toBe('t');
    expect(columnShowing(columns, '/public/local')).toBeUndefined();
  });
});
