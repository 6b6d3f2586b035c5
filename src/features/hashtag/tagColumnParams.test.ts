import { describe, expect, it } from 'vitest';
import {
  parseTagList,
  tagParamsFromSearch,
  tagParamsToSearch,
  tagTimelineSource,
} from './tagColumnParams';

describe('hashtag column settings', () => {
  it('reads tags typed with spaces, commas and #, each once', () => {
    expect(parseTagList(' #sunset, garden  #Garden,,art ')).toEqual(['sunset', 'garden', 'art']);
    expect(parseTagList('')).toEqual([]);
  });

  it('keeps the settings in the address and reads them back', () => {
    const params = { any: ['a', 'b'], all: [], none: ['c'], local: true };
    const search = tagParamsToSearch(params);
    expect(search).toBe('?any=a%2Cb&none=c&local=true');
    expect(tagParamsFromSearch(new URLSearchParams(search))).toEqual(params);
    expect(tagParamsToSearch({ any: [], all: [], none: [], local: false })).toBe('');
  });

  it('asks the tag timeline for any, all, none and local only where set', () => {
    const source = tagTimelineSource('garden', {
      any: ['a', 'b'],
      all: ['c'],
      none: [],
      local: true,
    });
    expect(source).toEqual({
      kind: 'tag',
      tag: 'garden',
      any: ['a', 'b'],
      all: ['c'],
      local: true,
    });
    expect(tagTimelineSource('garden', { any: [], all: [], none: [], local: false })).toEqual({
      kind: 'tag',
      tag: 'garden',
    });
  });
});
