/**
 * What a search query asks for, read without the database: the words and operators of a
 * status search, and the account or status a URL or `@user@domain` names.
 */

/** Mastodon's `has:` values the sandbox can answer (media types and polls). */
export const HAS_VALUES = ['media', 'poll', 'image', 'video', 'audio'] as const;
export type HasValue = (typeof HAS_VALUES)[number];

export interface StatusQuery {
  /** Lower-case words (or quoted phrases) that must all appear in the text or warning. */
  terms: string[];
  /** `from:` names an author by username (`me` is the reader). */
  from: string | null;
  has: HasValue[];
}

const isHas = (value: string): value is HasValue =>
  (HAS_VALUES as readonly string[]).includes(value);

/**
 * Splits a query into words, `"quoted phrases"`, and Mastodon's `from:` and `has:` operators
 * (kmyblue keeps both); any other `key:value` is an ordinary word.
 */
export function parseStatusQuery(q: string): StatusQuery {
  const query: StatusQuery = { terms: [], from: null, has: [] };
  for (const match of q.matchAll(/"([^"]*)"|(\S+)/g)) {
    const phrase = match[1];
    if (phrase !== undefined) {
      if (phrase.trim()) query.terms.push(phrase.trim().toLowerCase());
      continue;
    }
    const word = match[2] ?? '';
    const operator = /^(from|has):(.+)$/i.exec(word);
    const key = operator?.[1]?.toLowerCase();
    const value = operator?.[2]?.toLowerCase() ?? '';
    if (key === 'from') query.from = value.replace(/^@/, '');
    else if (key === 'has' && isHas(value)) query.has.push(value);
    else query.terms.push(word.toLowerCase());
  }
  return query;
}

/** The account or status a query names on this server, or what it names elsewhere. */
export type ResolveTarget =
  | { kind: 'account'; username: string }
  | { kind: 'status'; id: string }
  /** A URL or handle of another server: the sandbox federates with none. */
  | { kind: 'elsewhere' };

const ACCOUNT_PATHS = [/^\/@([\w.-]+)\/?$/, /^\/users\/([\w.-]+)\/?$/];
const STATUS_PATHS = [
  /^\/@[\w.-]+\/(\d+)\/?$/,
  /^\/users\/[\w.-]+\/statuses\/(\d+)\/?$/,
  /^\/statuses\/(\d+)\/?$/,
];

function fromUrl(url: URL, localHosts: readonly string[]): ResolveTarget {
  if (!localHosts.includes(url.host.toLowerCase())) return { kind: 'elsewhere' };
  const path = decodeURIComponent(url.pathname);
  for (const pattern of ACCOUNT_PATHS) {
    const username = pattern.exec(path)?.[1];
    if (username) return { kind: 'account', username };
  }
  for (const pattern of STATUS_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id) return { kind: 'status', id };
  }
  return { kind: 'elsewhere' };
}

/**
 * A URL (http or https) or a full handle (`@user@domain`, `user@domain`) is resolvable;
 * anything else is an ordinary query (null). `localHosts` are this server's own names, lower
 * case, with and without the port.
 */
export function resolveTarget(q: string, localHosts: readonly string[]): ResolveTarget | null {
  const text = q.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      return fromUrl(new URL(text), localHosts);
    } catch {
      return null;
    }
  }
  const handle = /^@?([\w.-]+)@([\w.:-]+)$/.exec(text);
  if (!handle) return null;
  const [, username = '', domain = ''] = handle;
  return localHosts.includes(domain.toLowerCase())
    ? { kind: 'account', username }
    : { kind: 'elsewhere' };
}
