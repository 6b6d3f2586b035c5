import { describe, expect, it } from 'vitest';
import { isContentHidden } from './contentHidden';

describe('content behind a warning', () => {
  it('starts hidden, and shown once revealed', () => {
    expect(isContentHidden({ hidden: true, spoilerText: 'cw' }, false)).toBe(true);
    expect(isContentHidden({ hidden: false, spoilerText: 'cw' }, false)).toBe(false);
  });
  it('starts open with expand content warnings on, and hides when toggled', () => {
    expect(isContentHidden({ hidden: true, spoilerText: 'cw' }, true)).toBe(false);
    expect(isContentHidden({ hidden: false, spoilerText: 'cw' }, true)).toBe(true);
  });
  it('never hides a status without a warning', () => {
    expect(isContentHidden({ hidden: true, spoilerText: '' }, false)).toBe(false);
    expect(isContentHidden({ hidden: false, spoilerText: '' }, true)).toBe(false);
  });
});
