import { describe, expect, it } from 'vitest';
import { normaliseDomainBlocks } from './domainBlocks';

describe('normaliseDomainBlocks', () => {
  it('keeps the domain names and leaves out anything else', () => {
    expect(normaliseDomainBlocks(['a.example', 3, null, ' ', 'b.example '])).toEqual([
      'a.example',
      'b.example',
    ]);
  });

  it('refuses a body that is not a list', () => {
    expect(() => normaliseDomainBlocks({ domains: [] })).toThrow();
  });
});
