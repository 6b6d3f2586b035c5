import { describe, expect, it } from 'vitest';
import type { QuoteApproval } from '../../entities/types';
import { canQuote, quoteRefusal } from './composeQuote';

const approval = (currentUser: QuoteApproval['currentUser']): QuoteApproval => ({
  automatic: [],
  manual: [],
  currentUser,
});
const base = {
  isUploading: false,
  mediaCount: 0,
  hasPoll: false,
  quotedStatusId: null,
  approval: approval('automatic'),
  isOwn: false,
};
const text = (r: ReturnType<typeof quoteRefusal>) =>
  r === null ? null : typeof r === 'string' ? r : r.defaultMessage;

describe('quote refusal', () => {
  it('allows a quote with automatic or manual approval', () => {
    expect(quoteRefusal(base)).toBeNull();
    expect(quoteRefusal({ ...base, approval: approval('manual') })).toBeNull();
    expect(canQuote(approval('denied'))).toBe(false);
    expect(canQuote(null)).toBe(false);
  });
  it('gives each of the four messages', () => {
    expect(text(quoteRefusal({ ...base, isUploading: true }))).toBe(
      'Quoting is not allowed with media attachments.',
    );
    expect(text(quoteRefusal({ ...base, mediaCount: 1 }))).toBe(
      'Quoting is not allowed with media attachments.',
    );
    expect(text(quoteRefusal({ ...base, hasPoll: true }))).toBe(
      'Quoting is not allowed with polls.',
    );
    expect(text(quoteRefusal({ ...base, quotedStatusId: '1' }))).toBe(
      'Only one quote at a time is allowed.',
    );
    expect(text(quoteRefusal({ ...base, approval: approval('denied') }))).toBe(
      'You are not authorized to quote this post.',
    );
    expect(text(quoteRefusal({ ...base, approval: null }))).toBe(
      'You are not authorized to quote this post.',
    );
  });
  it('lets authors quote themselves', () => {
    expect(quoteRefusal({ ...base, approval: approval('denied'), isOwn: true })).toBeNull();
  });
});
