import { describe, expect, it } from 'vitest';
import { SEARCHABILITY_META, VISIBILITY_META, visibilityMeta } from './visibility';

describe('visibility names (kmyblue)', () => {
  it('names every kmyblue visibility', () => {
    expect(
      Object.fromEntries(Object.entries(VISIBILITY_META).map(([k, v]) => [k, v.defaultMessage])),
    ).toEqual({
      public: 'Public',
      public_unlisted: 'Local public',
      unlisted: 'Quiet public',
      login: 'Login only',
      private: 'Followers',
      limited: 'Limited',
      direct: 'Specific people',
    });
  });

  it('names a limited post by its scope', () => {
    expect(visibilityMeta('limited', 'mutual').defaultMessage).toBe('Mutual');
    expect(visibilityMeta('limited', 'circle').defaultMessage).toBe('Circle');
    expect(visibilityMeta('limited', 'reply').defaultMessage).toBe('Reply');
    expect(visibilityMeta('limited', 'personal').defaultMessage).toBe('Yourself only');
    expect(visibilityMeta('limited', null).defaultMessage).toBe('Limited');
    expect(visibilityMeta('public', 'mutual').defaultMessage).toBe('Public');
  });

  it('names every searchability', () => {
    expect(
      Object.fromEntries(Object.entries(SEARCHABILITY_META).map(([k, v]) => [k, v.defaultMessage])),
    ).toEqual({
      public: 'Public',
      public_unlisted: 'Public unlisted',
      private: 'Followers',
      direct: 'Reactionners',
      limited: 'Self only',
      unsupported: 'Unsupported',
    });
  });
});
