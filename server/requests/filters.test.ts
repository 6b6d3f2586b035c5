import { describe, expect, it } from 'vitest';
import { parseNested } from '../http/params';
import { parseFilterBody, parseFilterKeywordBody } from './filters';
import { errorOf, invalid } from './testing';

describe("kmyblue's filter switches and the keyword body", () => {
  it('reads the switches from JSON or a form, and leaves absent ones out', () => {
    expect(
      parseFilterBody({ filter_action: 'half_warn', exclude_follows: true, with_quote: false }),
    ).toMatchObject({ filter_action: 'half_warn', exclude_follows: true, with_quote: false });
    const form = parseFilterBody(parseNested('with_profile=1&exclude_localusers=0'));
    expect(form).toMatchObject({ with_profile: true, exclude_localusers: false });
    expect('exclude_follows' in form).toBe(false);
    expect(errorOf(() => parseFilterBody({ with_quote: 'perhaps' }))).toMatchObject(
      invalid('with_quote'),
    );
  });

  it('reads a keyword and its whole_word', () => {
    expect(parseFilterKeywordBody(parseNested('keyword=moon&whole_word=false'))).toEqual({
      keyword: 'moon',
      whole_word: false,
    });
    expect(parseFilterKeywordBody(undefined)).toEqual({
      keyword: undefined,
      whole_word: undefined,
    });
  });
});
