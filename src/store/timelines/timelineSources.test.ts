import { describe, expect, it } from 'vitest';
import type { TimelineSource } from '../../entities/timelineSource';
import { timelineKey } from './timelineSources';

describe('timelineKey', () => {
  it.each<[TimelineSource, string]>([
    [{ kind: 'home' }, 'home'],
    [{ kind: 'public', local: true, onlyMedia: true }, 'public:local:media'],
    [{ kind: 'tag', tag: 'Café', local: true }, 'hashtag:café:local'],
    [{ kind: 'account', id: '5' }, 'account:5:with_replies'],
    [{ kind: 'account', id: '5', excludeReplies: true }, 'account:5'],
    [{ kind: 'bookmark_category', id: '2' }, 'bookmark_category:2'],
    [{ kind: 'list', id: '3' }, 'list:3'],
    [{ kind: 'antenna', id: '4' }, 'antenna:4'],
  ])('%j is kept under %s', (source, key) => {
    expect(timelineKey(source)).toBe(key);
  });

  it('keeps apart timelines that differ only in their options', () => {
    const keys = [
      timelineKey({ kind: 'tag', tag: 'a' }),
      timelineKey({ kind: 'tag', tag: 'a', onlyMedia: true }),
      timelineKey({ kind: 'tag', tag: 'a', any: ['b'] }),
      timelineKey({ kind: 'account', id: '1', excludeReplies: true }),
      timelineKey({ kind: 'account', id: '1', excludeReplies: true, excludeReblogs: true }),
      timelineKey({ kind: 'account', id: '1', excludeReplies: true, tagged: 'x' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
