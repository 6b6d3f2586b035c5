import { describe, expect, it } from 'vitest';
import { cleanRuleValue, ruleRefusal } from './antennaRules';

const keywords = { kind: 'keywords', exclude: false } as const;

describe('antenna rules the client checks before sending', () => {
  it('refuses an included keyword shorter than 2 characters, as kmyblue says it', () => {
    expect(ruleRefusal(keywords, 'a', [])?.defaultMessage).toBe('Keyword is too short');
    expect(ruleRefusal(keywords, 'ab', [])).toBeNull();
    // Characters, not UTF-16 units: one emoji is one character.
    expect(ruleRefusal(keywords, '🐈', [])?.defaultMessage).toBe('Keyword is too short');
  });

  it('lets a short exclude keyword through (kmyblue checks included ones only)', () => {
    expect(ruleRefusal({ kind: 'keywords', exclude: true }, 'a', [])).toBeNull();
  });

  it('refuses a duplicate in the same list with the kind’s own message', () => {
    expect(ruleRefusal(keywords, 'cat', ['cat'])?.defaultMessage).toBe('Duplicate keyword');
    // Keywords match case-sensitively, so another case is another keyword.
    expect(ruleRefusal(keywords, 'Cat', ['cat'])).toBeNull();
    const domains = { kind: 'domains', exclude: true } as const;
    expect(ruleRefusal(domains, 'A.example', ['a.example'])?.defaultMessage).toBe(
      'Duplicate domain',
    );
    const tags = { kind: 'tags', exclude: false } as const;
    expect(ruleRefusal(tags, 'Cats', ['cats'])?.defaultMessage).toBe('Duplicate tag');
    const accounts = { kind: 'accounts', exclude: false } as const;
    expect(ruleRefusal(accounts, '5', ['5'])?.defaultMessage).toBe('Duplicate account');
  });

  it('sends entries trimmed, and tags without their #', () => {
    expect(cleanRuleValue('keywords', '  cat ')).toBe('cat');
    expect(cleanRuleValue('tags', ' #cats')).toBe('cats');
    expect(cleanRuleValue('domains', 'a.example ')).toBe('a.example');
  });
});
