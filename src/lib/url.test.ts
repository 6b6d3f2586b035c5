import { describe, expect, it } from 'vitest';
import { isHttpUrl, safeHttpUrl } from './url';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(safeHttpUrl('https://example.social/@a')).toBe('https://example.social/@a');
    expect(safeHttpUrl(' http://example.social/x ')).toBe('http://example.social/x');
    expect(safeHttpUrl('\u0001https://example.social/x')).toBe('https://example.social/x');
    expect(isHttpUrl('HTTPS://EXAMPLE.SOCIAL')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    '  JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://example.social/file',
    '//example.social/protocol-relative',
    '/relative/path',
    'https://',
    '',
    'not a url',
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
    expect(isHttpUrl(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
    expect(safeHttpUrl({ href: 'https://x.y' })).toBeNull();
  });
});
