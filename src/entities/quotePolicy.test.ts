import { describe, expect, it } from 'vitest';
import { quotePolicyOf } from './quotePolicy';

describe('quotePolicyOf', () => {
  it('reads the policy from who is approved', () => {
    const approval = (automatic: string[], manual: string[] = []) => ({
      automatic,
      manual,
      currentUser: 'automatic' as const,
    });
    expect(quotePolicyOf(approval(['public']))).toBe('public');
    expect(quotePolicyOf(approval(['followers']))).toBe('followers');
    expect(quotePolicyOf(approval([], ['public']))).toBe('public');
    expect(quotePolicyOf(approval([]))).toBe('nobody');
    expect(quotePolicyOf(null)).toBe('nobody');
  });
});
