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
      statusIds: ['77'],
      expiresAt: null,
    });
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
