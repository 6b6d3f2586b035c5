/**
 * The first screen's requests, sent by the page's first (and smallest) script as soon as the
 * HTML is read, rather than after the app's code has loaded and run: the saved session's checks
 * and, on home, its first page; and the read of home's kept copy from IndexedDB. The app takes
 * each answer when it asks for the same thing (`earlyResponses.ts`). It imports only
 * `storedKeys.ts`, which imports nothing, so its script waits for no other.
 */

import {
  CURRENT_KEY,
  homeCacheKey,
  homePlaceKey,
  IDB_DATABASE,
  IDB_STORE,
  readStoredJson,
  recordKey,
  SESSIONS_KEY,
} from './storedKeys';

/** What the first script leaves for the app: the token it used and the answers on their way. */
export interface EarlyRequests {
  token: string;
  /** By absolute URL; each taken once. */
  responses: Map<string, Promise<Response>>;
  /** IndexedDB values by key (`storedKeys.ts`); each taken once. */
  reads?: Map<string, Promise<unknown>>;
}

declare global {
  // The one hand-over between the two scripts.
  var kmyblueEarlyRequests: EarlyRequests | undefined;
}

type Storage = Pick<globalThis.Storage, 'getItem'>;

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : null;

/** Screens that open on home's first page (the root goes on to home). */
const HOME_PATHS = new Set(['/', '/home', '/deck', '/deck/home']);

/**
 * What to ask for at once: nothing without a signed-in session (a visitor's or none), else its
 * checks, and home's first page with its markers where home opens at its top (a kept place
 * further down is asked for around it, by the app).
 */
export function earlyRequestsFor(
  storage: Storage,
  pathname: string,
): { origin: string; token: string; paths: string[]; reads: string[] } | null {
  const current = storage.getItem(CURRENT_KEY);
  const records = readStoredJson(storage, SESSIONS_KEY);
  if (!current || !Array.isArray(records)) return null;
  // Only a signed-in account's record: a visitor's has no token to send.
  const record: unknown = records.find((r) => {
    const [origin, accountId] = [field(r, 'origin'), field(r, 'accountId')];
    return (
      typeof origin === 'string' &&
      typeof accountId === 'string' &&
      recordKey({ origin, accountId }) === current
    );
  });
  const origin = field(record, 'origin');
  const token = field(record, 'token');
  const accountId = field(record, 'accountId');
  if (typeof origin !== 'string' || typeof token !== 'string' || typeof accountId !== 'string')
    return null;
  const paths = ['/api/v2/instance', '/api/v1/accounts/verify_credentials'];
  // The kept place's scope is the record's key (`scopeFor`).
  const place = readStoredJson(storage, homePlaceKey(recordKey({ origin, accountId })));
  if (HOME_PATHS.has(pathname) && (place === null || field(place, 'atTop') === true)) {
    const markers = new URLSearchParams([
      ['timeline[]', 'home'],
      ['timeline[]', 'notifications'],
    ]);
    paths.push(`/api/v1/markers?${markers.toString()}`, '/api/v1/timelines/home?limit=20');
  }
  // Home's kept copy is painted while the checks are out, wherever the page opens.
  const reads = [homeCacheKey(recordKey({ origin, accountId }))];
  return { origin, token, paths, reads };
}

/**
 * Reads keys of the app's store, in one transaction once the database is open; a read that
 * fails is the app's to make again.
 */
export function readStoreEarly(idb: IDBFactory, keys: string[]): Map<string, Promise<unknown>> {
  const reads = new Map<string, Promise<unknown>>();
  if (keys.length === 0) return reads;
  const open = idb.open(IDB_DATABASE);
  const opened = new Promise<IDBDatabase>((resolve, reject) => {
    // Opened first on this browser, the database gets the layout the app's store gives it.
    open.onupgradeneeded = () => open.result.createObjectStore(IDB_STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
  });
  const store = opened.then((db) => {
    const transaction = db.transaction(IDB_STORE, 'readonly');
    transaction.oncomplete = () => db.close();
    return keys.map((key) => transaction.objectStore(IDB_STORE).get(key));
  });
  keys.forEach((key, i) => {
    const read = store.then(
      (requests) =>
        new Promise<unknown>((resolve, reject) => {
          const request = requests[i]!;
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
        }),
    );
    read.catch(() => undefined);
    reads.set(key, read);
  });
  return reads;
}

/** Statuses an answer has no body with (a Response made with one is refused). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * An answer whose body is already in memory: reading it as text (or JSON) is answered at once,
 * without the task a body read from a stream waits for behind the first screen's long ones.
 */
export class ReadResponse extends Response {
  readonly #text: string;
  constructor(text: string, init: ResponseInit) {
    super(NULL_BODY_STATUSES.has(init.status ?? 200) ? null : text, init);
    this.#text = text;
  }
  override text(): Promise<string> {
    return Promise.resolve(this.#text);
  }
  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }
}

/**
 * The whole answer, its body read as it arrives rather than when the app asks for it: the
 * app's code is still loading and running then, and a body read from the network takes a
 * task per chunk, each waiting behind the first screen's long tasks. The app gets the same
 * status, headers and text, from memory.
 */
export async function readWhole(response: Response): Promise<Response> {
  const { status, statusText, headers } = response;
  // Only a status a Response can be made with (an opaque one has 0).
  if (status < 200 || status > 599) return response;
  return new ReadResponse(await response.text(), { status, statusText, headers });
}

/** How long an answer that is in waits for the others before it is handed over alone. */
const TOGETHER_WITHIN_MS = 300;

/**
 * Each answer handed over once all are in, or `within` ms after it came: the app then builds
 * the screen (the session's shell and home's posts) in one pass and paints it once, rather
 * than painting the shell a frame before the posts.
 */
export function handedTogether(all: Promise<Response>[], within: number) {
  const settled = Promise.allSettled(all);
  // A failure goes over at once: there is nothing to build with it.
  return (response: Promise<Response>): Promise<Response> =>
    response.then(
      (value) =>
        new Promise<Response>((resolve) => {
          const alone = setTimeout(() => resolve(value), within);
          void settled.then(() => {
            clearTimeout(alone);
            resolve(value);
          });
        }),
    );
}

/** Sends them; a request that cannot even be made is simply not left for the app. */
export function startEarlyRequests(
  win: Pick<typeof globalThis, 'localStorage' | 'location' | 'fetch'> &
    Partial<Pick<typeof globalThis, 'indexedDB'>>,
): EarlyRequests | null {
  let wanted: ReturnType<typeof earlyRequestsFor>;
  try {
    wanted = earlyRequestsFor(win.localStorage, win.location.pathname);
  } catch {
    return null;
  }
  if (!wanted) return null;
  const sent: [string, Promise<Response>][] = [];
  const headers = { Accept: 'application/json', Authorization: `Bearer ${wanted.token}` };
  for (const path of wanted.paths) {
    let url: string;
    try {
      url = new URL(path, wanted.origin).href;
    } catch {
      continue;
    }
    sent.push([url, win.fetch(url, { headers }).then(readWhole)]);
  }
  const together = handedTogether(
    sent.map(([, response]) => response),
    TOGETHER_WITHIN_MS,
  );
  const responses = new Map<string, Promise<Response>>();
  for (const [url, response] of sent) {
    const handed = together(response);
    // Left unused, a failure is nobody's business; taken, the app sees it.
    handed.catch(() => undefined);
    responses.set(url, handed);
  }
  let reads: Map<string, Promise<unknown>> | undefined;
  try {
    if (win.indexedDB) reads = readStoreEarly(win.indexedDB, wanted.reads);
  } catch {
    // No IndexedDB here (a private window may refuse it): the app reads nothing either.
  }
  return { token: wanted.token, responses, reads };
}
