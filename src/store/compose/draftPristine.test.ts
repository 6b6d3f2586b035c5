import { describe, expect, it } from 'vitest';
import { draftFromDefaults } from './composeState';
import { isDraftPristine } from './draftPristine';

const fresh = draftFromDefaults({
  privacy: 'public',
  searchability: 'private',
  language: 'en',
  sensitive: false,
});

describe('a pristine draft', () => {
  it('is a fresh one, whatever its options', () => {
    expect(isDraftPristine(fresh)).toBe(true);
    expect(isDraftPristine({ ...fresh, privacy: 'private' })).toBe(true);
  });
  it('is not one with text, a reply, a quote or an edit', () => {
    expect(isDraftPristine({ ...fresh, text: 'hi' })).toBe(false);
    expect(isDraftPristine({ ...fresh, inReplyToId: '1' })).toBe(false);
    expect(isDraftPristine({ ...fresh, quotedStatusId: '1' })).toBe(false);
    expect(isDraftPristine({ ...fresh, editId: '1' })).toBe(false);
  });
});
