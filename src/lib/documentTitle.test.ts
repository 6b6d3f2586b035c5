import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('names the screen and the server', () => {
    expect(documentTitle('Home', 'Sandbox', 0)).toBe('Home - Sandbox');
    expect(documentTitle('Home', '', 0)).toBe('Home');
  });
  it('puts the unread count first, as Mastodon does', () => {
    expect(documentTitle('Notifications', 'Sandbox', 3)).toBe('(3) Notifications - Sandbox');
    expect(documentTitle('Notifications', 'Sandbox', 99)).toBe('(99) Notifications - Sandbox');
    expect(documentTitle('Notifications', 'Sandbox', 100)).toBe('(*) Notifications - Sandbox');
  });
});
