import { describe, expect, it } from 'vitest';
import { normaliseFilter, normaliseFilters } from './filter';

describe('normaliseFilter', () => {
  it('reads a v2 filter with keywords and statuses', () => {
    expect(
      normaliseFilter({
        id: '1',
        title: 'Spoilers',
        context: ['home', 'thread'],
        filter_action: 'hide',
        expires_at: null,
        keywords: [{ id: '5', keyword: 'finale', whole_word: true }],
        statuses: [{ id: '9', status_id: '77' }],
      }),
    ).toEqual({
      id: '1',
      title: 'Spoilers',
      context: ['home', 'thread'],
      action: 'hide',
      keywords: [{ id: '5', keyword: 'finale', wholeWord: true }],
      statuses: [{ id: '9', statusId: '77' }],
      expiresAt: null,
      excludeFollows: false,
      excludeLocalusers: false,
      withQuote: false,
      withProfile: false,
    });
  });

  it("reads kmyblue's filter_action_ex over the masked filter_action, and its switches", () => {
    const filter = normaliseFilter({
      id: '2',
      title: 'Half',
      context: ['home'],
      filter_action: 'warn',
      filter_action_ex: 'half_warn',
      exclude_follows: true,
      exclude_localusers: false,
      with_profile: true,
    });
    expect(filter).toMatchObject({
      action: 'half_warn',
      excludeFollows: true,
      excludeLocalusers: false,
      // kmyblue's default when the server leaves it out.
      withQuote: true,
      withProfile: true,
    });
    expect(
      normaliseFilter({ id: '3', title: 'b', context: [], filter_action: 'blur' }).action,
    ).toBe('blur');
  });

  it('reads an unknown action as warn and leaves out unreadable filters', () => {
    expect(
      normaliseFilter({ id: '1', title: 'x', context: [], filter_action: 'explode' }).action,
    ).toBe('warn');
    expect(normaliseFilters([{ id: '1', title: 'ok', context: ['home'] }, { id: 2 }])).toHaveLength(
      1,
    );
  });
});
