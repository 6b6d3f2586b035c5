import { describe, expect, it } from 'vitest';
import {
  normaliseInstanceDomainBlocks,
  normaliseRules,
  normaliseServerIdentity,
  normaliseServerText,
  normaliseTermsOfService,
} from './instanceAbout';

describe('normaliseRules', () => {
  it('reads the rules in order, leaving out an unreadable one', () => {
    expect(
      normaliseRules([
        { id: '1', text: 'Be kind.' },
        { text: 'no id' },
        { id: '3', text: 'No spam.', hint: 'Links count.' },
      ]),
    ).toEqual([
      { id: '1', text: 'Be kind.', hint: '' },
      { id: '3', text: 'No spam.', hint: 'Links count.' },
    ]);
  });
});

describe('server texts', () => {
  it('sanitises the HTML into rich nodes, dropping scripts', () => {
    const nodes = normaliseServerText({
      updated_at: null,
      content: '<p>Hello <strong>there</strong><script>alert(1)</script></p>',
    });
    expect(JSON.stringify(nodes)).toContain('there');
    expect(JSON.stringify(nodes)).not.toContain('alert');
  });

  it('reads empty content as no text', () => {
    expect(normaliseServerText({ updated_at: null, content: '  ' })).toBeNull();
    expect(
      normaliseTermsOfService({ effective_date: '2025-01-01', effective: true, content: '' }),
    ).toBeNull();
  });
});

describe('normaliseInstanceDomainBlocks', () => {
  it('reads domain, severity and reason; an unknown severity is left out', () => {
    expect(
      normaliseInstanceDomainBlocks([
        { domain: 'spam.example', digest: 'x', severity: 'suspend', comment: 'Spam' },
        { domain: 'noisy.example', digest: 'y', severity: 'silence', comment: null },
        { domain: 'odd.example', digest: 'z', severity: 'noop' },
      ]),
    ).toEqual([
      { domain: 'spam.example', severity: 'suspend', comment: 'Spam' },
      { domain: 'noisy.example', severity: 'silence', comment: '' },
    ]);
  });
});

describe('normaliseServerIdentity', () => {
  it('reads title, description, contact and rules of instance v2', () => {
    const identity = normaliseServerIdentity({
      domain: 'example.com',
      title: 'Example',
      description: 'A server',
      contact: { email: 'admin@example.com', account: null },
      rules: [{ id: '1', text: 'Be kind.' }],
    });
    expect(identity.title).toBe('Example');
    expect(identity.contact).toEqual({ email: 'admin@example.com', account: null });
    expect(identity.rules).toEqual([{ id: '1', text: 'Be kind.', hint: '' }]);
  });

  it('reads a server without contact or rules', () => {
    const identity = normaliseServerIdentity({ domain: 'example.com', title: 'Example' });
    expect(identity.contact).toEqual({ email: '', account: null });
    expect(identity.rules).toEqual([]);
  });
});
