import { describe, expect, it } from 'vitest';
import { serverOriginFromInput } from './serverOrigin';

describe('serverOriginFromInput', () => {
  it('reads a bare domain as https', () => {
    expect(serverOriginFromInput('example.social')).toBe('https://example.social');
    expect(serverOriginFromInput('  Example.Social/  ')).toBe('https://example.social');
  });
  it('keeps an origin with a scheme and port', () => {
    expect(serverOriginFromInput('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(serverOriginFromInput('https://kmy.blue/about')).toBe('https://kmy.blue');
  });
  it('takes the domain of an address like user@domain', () => {
    expect(serverOriginFromInput('@alice@example.social')).toBe('https://example.social');
  });
  it('refuses what is not http(s)', () => {
    expect(serverOriginFromInput('')).toBeNull();
    expect(serverOriginFromInput('javascript://alert(1)')).toBeNull();
    expect(serverOriginFromInput('ftp://example.social')).toBeNull();
    expect(serverOriginFromInput('http://user:pw@example.social')).toBeNull();
  });
});
