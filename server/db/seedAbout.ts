/**
 * What the server says about itself: its rules, the about page, the privacy policy, the terms of
 * service and the servers it keeps out. A real server's admin writes these; the sandbox has no
 * admin, so they are fixed here.
 */
import { createHash } from 'node:crypto';

export interface RuleSeed {
  id: string;
  text: string;
  hint: string;
}

export const RULES: RuleSeed[] = [
  { id: '1', text: 'Be kind: everyone here is a test account.', hint: '' },
  { id: '2', text: 'Nothing posted here leaves this computer.', hint: '' },
  {
    id: '3',
    text: 'No spam or advertising.',
    hint: 'Posting the same link again and again counts.',
  },
  {
    id: '4',
    text: 'Put a content warning on anything graphic.',
    hint: 'Mark sensitive pictures as sensitive.',
  },
];

/** When the texts below last changed; fixed, so every seed answers the same. */
export const ABOUT_UPDATED_AT = '2025-01-15T09:00:00.000Z';

export const EXTENDED_DESCRIPTION =
  '<p>A sandbox server for the kmyblue web client. Sign in as <strong>demo</strong> ' +
  '(password <code>password</code>), or as any of the seeded people.</p>' +
  '<p>Everything here is made up and stays on this computer: there is no federation and no ' +
  'e-mail.</p>';

export const PRIVACY_POLICY =
  '<h1>Privacy policy</h1>' +
  '<p>This sandbox keeps what you post, upload and choose in a database on the computer that ' +
  'runs it. Nothing is sent anywhere else, and deleting the data directory removes all of it.</p>';

export const TERMS_OF_SERVICE = {
  effectiveDate: '2025-01-15',
  content:
    '<h1>Terms of service</h1>' +
    '<p>This server is for trying things out. Accounts and posts may be reset at any time.</p>',
};

export interface InstanceDomainBlockSeed {
  domain: string;
  severity: 'silence' | 'suspend';
  comment: string;
}

/** Servers the sandbox's moderators have limited or suspended, shown in the public list. */
export const INSTANCE_DOMAIN_BLOCKS: InstanceDomainBlockSeed[] = [
  { domain: 'spam.example', severity: 'suspend', comment: 'Spam and nothing else' },
  { domain: 'noisy.example', severity: 'silence', comment: 'Unsolicited advertising' },
];

/** Mastodon lets clients check a domain against the list without seeing it: SHA-256, hex. */
export const domainDigest = (domain: string): string =>
  createHash('sha256').update(domain).digest('hex');
