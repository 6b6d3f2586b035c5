import { CURRENT_KEY, readStoredJson, recordKey, SESSIONS_KEY } from '../../boot/storedKeys';
import type { StoreDeps } from '../deps';

/** One signed-in (or visiting) session, kept per server and account. */
export interface SessionRecord {
  origin: string;
  token: string | null;
  accountId: string | null;
  acct: string | null;
  /** What the account menu shows of it while another account is the current one. */
  displayName?: string | null;
  avatar?: string | null;
}

/** An OAuth sign-in under way: kept across the redirect to the server and back. */
export interface PendingSignIn {
  origin: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  codeVerifier: string;
  state: string;
}

const PENDING = 'kmyblue:oauth-pending';
const APPS = 'kmyblue:apps';

type Storage = StoreDeps['localStorage'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export { recordKey };

export function loadSessionRecords(storage: Storage): SessionRecord[] {
  const raw = readStoredJson(storage, SESSIONS_KEY);
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r): SessionRecord[] => {
    if (!isRecord(r) || !str(r.origin)) return [];
    return [
      {
        origin: str(r.origin)!,
        token: str(r.token),
        accountId: str(r.accountId),
        acct: str(r.acct),
        displayName: str(r.displayName),
        avatar: str(r.avatar),
      },
    ];
  });
}

export function loadCurrentSession(storage: Storage): SessionRecord | null {
  const current = storage.getItem(CURRENT_KEY);
  return loadSessionRecords(storage).find((r) => recordKey(r) === current) ?? null;
}

export function saveCurrentSession(storage: Storage, record: SessionRecord) {
  const others = loadSessionRecords(storage).filter((r) => recordKey(r) !== recordKey(record));
  // A visitor record is only remembered while it is the current one.
  const kept = others.filter((r) => r.token !== null);
  storage.setItem(SESSIONS_KEY, JSON.stringify([record, ...kept]));
  storage.setItem(CURRENT_KEY, recordKey(record));
}

export function forgetSession(
  storage: Storage,
  record: Pick<SessionRecord, 'origin' | 'accountId'>,
) {
  const rest = loadSessionRecords(storage).filter((r) => recordKey(r) !== recordKey(record));
  storage.setItem(SESSIONS_KEY, JSON.stringify(rest));
  storage.removeItem(CURRENT_KEY);
}

/** The accounts signed in on this browser (every server), the current one first. */
export function loadSignedInRecords(storage: Storage): SessionRecord[] {
  return loadSessionRecords(storage).filter((r) => r.token !== null && r.accountId !== null);
}

/**
 * Forgets one signed-in account and leaves the others, the current one included, as they are.
 * Keyed by server and token too, so a token the server refused goes whatever account it was.
 */
export function forgetAccount(
  storage: Storage,
  which: { origin: string; accountId?: string | null; token?: string | null },
) {
  const gone = (r: SessionRecord) =>
    r.origin === which.origin &&
    ((which.accountId != null && r.accountId === which.accountId) ||
      (which.token != null && r.token === which.token));
  const records = loadSessionRecords(storage);
  const current = storage.getItem(CURRENT_KEY);
  storage.setItem(SESSIONS_KEY, JSON.stringify(records.filter((r) => !gone(r))));
  if (records.some((r) => gone(r) && recordKey(r) === current)) storage.removeItem(CURRENT_KEY);
}

export function savePendingSignIn(storage: Storage, pending: PendingSignIn) {
  storage.setItem(PENDING, JSON.stringify(pending));
}

export function takePendingSignIn(storage: Storage): PendingSignIn | null {
  const raw = readStoredJson(storage, PENDING);
  storage.removeItem(PENDING);
  if (!isRecord(raw)) return null;
  const fields = [
    'origin',
    'clientId',
    'clientSecret',
    'redirectUri',
    'codeVerifier',
    'state',
  ] as const;
  if (fields.some((f) => str(raw[f]) === null)) return null;
  return Object.fromEntries(fields.map((f) => [f, raw[f]])) as unknown as PendingSignIn;
}

/** Registered OAuth apps per server and redirect URI, so sign-in registers once. */
export function loadApp(storage: Storage, origin: string, redirectUri: string) {
  const raw = readStoredJson(storage, APPS);
  const app = isRecord(raw) ? raw[`${origin}|${redirectUri}`] : null;
  if (!isRecord(app) || !str(app.clientId) || !str(app.clientSecret)) return null;
  return { clientId: str(app.clientId)!, clientSecret: str(app.clientSecret)! };
}

export function saveApp(
  storage: Storage,
  origin: string,
  redirectUri: string,
  app: { clientId: string; clientSecret: string },
) {
  const raw = readStoredJson(storage, APPS);
  const apps = isRecord(raw) ? raw : {};
  storage.setItem(APPS, JSON.stringify({ ...apps, [`${origin}|${redirectUri}`]: app }));
}
