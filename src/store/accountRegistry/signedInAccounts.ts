import { recordKey, type SessionRecord } from '../session/sessionRecords';
import type { SignedInAccount } from './accountRegistry';

/** The registry's view of the kept records: no token, and `@user@domain` for every account. */
export function signedInAccountOf(record: SessionRecord): SignedInAccount | null {
  if (!record.token || !record.accountId) return null;
  const acct = record.acct ?? '';
  return {
    key: recordKey(record),
    origin: record.origin,
    accountId: record.accountId,
    acct: acct.includes('@') ? acct : `${acct}@${hostOf(record.origin)}`,
    displayName: record.displayName || acct,
    avatar: record.avatar ?? '',
  };
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};
