import { describe, expect, it } from 'vitest';
import { parseLinkHeader } from './links';

describe('parseLinkHeader', () => {
  it('reads Mastodon-style next and prev', () => {
    expect(
      parseLinkHeader(
        '<https://s.example/api/v1/notifications?max_id=1>; rel="next", <https://s.example/api/v1/notifications?min_id=9>; rel="prev"',
      ),
    ).toEqual({
      next: 'https://s.example/api/v1/notifications?max_id=1',
      prev: 'https://s.example/api/v1/notifications?min_id=9',
    });
  });

  it('takes unquoted and multi-valued rels, and the first of each', () => {
    expect(
      parseLinkHeader(
        '<https://s.example/a>; title="x, y"; rel=next, <https://s.example/b>; rel="next"',
      ),
    ).toEqual({
      next: 'https://s.example/a',
      prev: null,
    });
    expect(parseLinkHeader('<https://s.example/c>; rel="previous last"').prev).toBe(
      'https://s.example/c',
    );
  });

  it('ignores relative, non-http and malformed links', () => {
    expect(parseLinkHeader('</relative>; rel="next", <javascript:alert(1)>; rel="prev"')).toEqual({
      next: null,
      prev: null,
    });
    expect(parseLinkHeader('garbage')).toEqual({ next: null, prev: null });
    expect(parseLinkHeader(null)).toEqual({ next: null, prev: null });
  });
});
