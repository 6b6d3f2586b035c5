import { describe, expect, it } from 'vitest';
import { layoutFor } from './layoutRule';

describe('layoutFor', () => {
  it('is mobile when narrow, whatever the choice', () => {
    expect(layoutFor(true, 'multi', '/deck/home')).toBe('mobile');
  });
  it('follows the address on auto: /deck is multi-column', () => {
    expect(layoutFor(false, 'auto', '/deck/home')).toBe('multi');
    expect(layoutFor(false, 'auto', '/deck')).toBe('multi');
    expect(layoutFor(false, 'auto', '/home')).toBe('single');
  });
  it('keeps an explicit single column single on a /deck path', () => {
    expect(layoutFor(false, 'single', '/deck/home')).toBe('single');
  });
  it('is multi-column everywhere when chosen', () => {
    expect(layoutFor(false, 'multi', '/home')).toBe('multi');
  });
});
