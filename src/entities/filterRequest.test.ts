import { describe, expect, it } from 'vitest';
import { filterDraftOf, filterRequestBody, keywordsAttributes } from './filterRequest';
import type { Filter } from './types';

const filter: Filter = {
  id: '1',
  title: 'Spoilers',
  context: ['home'],
  action: 'warn',
  keywords: [
    { id: 'k1', keyword: 'finale', wholeWord: true },
    { id: 'k2', keyword: 'ending', wholeWord: false },
    { id: 'k3', keyword: 'twist', wholeWord: true },
  ],
  statuses: [],
  expiresAt: null,
  excludeFollows: false,
  excludeLocalusers: false,
  withQuote: true,
  withProfile: false,
};

describe('keywordsAttributes', () => {
  it('sends new keywords without an id, changed ones with it, removed ones with _destroy', () => {
    expect(
      keywordsAttributes(
        [
          { id: 'k1', keyword: 'finale', wholeWord: true },
          { id: 'k2', keyword: ' endings ', wholeWord: true },
          { keyword: 'cliffhanger', wholeWord: false },
          { keyword: '   ', wholeWord: true },
        ],
        filter.keywords,
      ),
    ).toEqual([
      { id: 'k2', keyword: 'endings', whole_word: true },
      { keyword: 'cliffhanger', whole_word: false },
      { id: 'k3', _destroy: true },
    ]);
  });

  it('sends nothing for keywords left as they were', () => {
    expect(keywordsAttributes(filterDraftOf(filter).keywords, filter.keywords)).toEqual([]);
  });
});

describe('filterRequestBody', () => {
  it("sends kmyblue's action and switches to kmyblue only; elsewhere half_warn is warn", () => {
    const draft = {
      ...filterDraftOf(null, ['public']),
      title: ' Half ',
      action: 'half_warn' as const,
    };
    expect(filterRequestBody(draft, null, true)).toEqual({
      title: 'Half',
      context: ['public'],
      filter_action: 'half_warn',
      expires_in: null,
      keywords_attributes: [],
      exclude_follows: false,
      exclude_localusers: false,
      with_quote: true,
      with_profile: false,
    });
    expect(filterRequestBody(draft, null, false)).toEqual({
      title: 'Half',
      context: ['public'],
      filter_action: 'warn',
      expires_in: null,
      keywords_attributes: [],
    });
  });

  it("keeps an edited filter's expiry unless another is chosen", () => {
    const kept = filterRequestBody(filterDraftOf(filter), filter, false);
    expect('expires_in' in kept).toBe(false);
    const changed = filterRequestBody({ ...filterDraftOf(filter), expiresIn: 3600 }, filter, false);
    expect(changed.expires_in).toBe(3600);
  });
});
