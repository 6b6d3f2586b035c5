/** The values the client knows for the wire's open-ended strings. */
import type { LimitedScope, QuoteState, Searchability, Visibility } from './types';

export const VISIBILITIES: readonly Visibility[] = [
  'public',
  'public_unlisted',
  'unlisted',
  'login',
  'private',
  'limited',
  'direct',
];

export const SEARCHABILITIES: readonly Searchability[] = [
  'public',
  'public_unlisted',
  'private',
  'direct',
  'limited',
  'unsupported',
];

export const LIMITED_SCOPES: readonly LimitedScope[] = ['mutual', 'circle', 'personal', 'reply'];

export const QUOTE_STATES: readonly QuoteState[] = [
  'pending',
  'accepted',
  'rejected',
  'revoked',
  'deleted',
  'unauthorized',
  'blocked_account',
  'blocked_domain',
  'muted_account',
];
