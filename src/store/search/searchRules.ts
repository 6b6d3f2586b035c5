/** The search's rules: paging per kind, the recent searches, what a query asks for. */
import type { InvalidEntity, SearchHistoryEntry } from '../../entities/types';
import {
  ACCOUNT_SUGGESTIONS_MAX,
  HASHTAG_SUGGESTIONS_MAX,
  SEARCH_EXPAND_LIMIT,
  SEARCH_FIRST_LIMIT,
  SEARCH_HISTORY_MAX,
} from '../constants';

/** One kind of result as shown: what was fetched, and whether "Load more" may find more. */
export interface ResultsPage<T> {
  items: Array<T | InvalidEntity>;
  hasMore: boolean;
  isLoading: boolean;
}

/** The first answer: all but the 11th, which only says that there are more. */
export function firstPage<T>(items: Array<T | InvalidEntity>): ResultsPage<T> {
  const shown = SEARCH_FIRST_LIMIT - 1;
  return { items: items.slice(0, shown), hasMore: items.length > shown, isLoading: false };
}

const keyOf = (item: unknown): string | null =>
  typeof item === 'string'
    ? item
    : typeof item === 'object' && item !== null && 'name' in item && typeof item.name === 'string'
      ? `#${item.name.toLowerCase()}`
      : null;

/**
 * "Load more" asked for 10 after those shown: they are added (without one already shown,
 * when new posts shifted the offset), and a full 10 means there may be more.
 */
export function nextPage<T>(page: ResultsPage<T>, items: Array<T | InvalidEntity>): ResultsPage<T> {
  const seen = new Set(page.items.map(keyOf).filter((k) => k !== null));
  const fresh = items.filter((item) => {
    const key = keyOf(item);
    return key === null || !seen.has(key);
  });
  return {
    items: [...page.items, ...fresh],
    hasMore: items.length >= SEARCH_EXPAND_LIMIT,
    isLoading: false,
  };
}

const sameEntry = (a: SearchHistoryEntry, b: SearchHistoryEntry) =>
  a.type === b.type && a.q.toLowerCase() === b.q.toLowerCase();

/** The newest first, each once, 4 kept. */
export function addToSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  const q = entry.q.trim();
  if (!q) return [...history];
  const added = { type: entry.type, q };
  return [added, ...history.filter((e) => !sameEntry(e, added))].slice(0, SEARCH_HISTORY_MAX);
}

export const removeFromSearchHistory = (
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] => history.filter((e) => !sameEntry(e, entry));

/** A URL (http or https) or a full handle (`@user@domain`) names one thing to look up. */
export function isResolvableQuery(q: string): boolean {
  const text = q.trim();
  if (/^https?:\/\/\S+$/i.test(text)) {
    try {
      return Boolean(new URL(text).host);
    } catch {
      return false;
    }
  }
  return /^@?[\w.-]+@[\w-]+(\.[\w-]+)+(:\d+)?$|^@?[\w.-]+@localhost(:\d+)?$/i.test(text);
}

/** What to suggest while typing: `#` asks hashtags only, `@` accounts only, a URL nothing. */
export function suggestionQueries(value: string): {
  accounts: string | null;
  hashtags: string | null;
} {
  const text = value.trim();
  if (!text || /^https?:\/\//i.test(text)) return { accounts: null, hashtags: null };
  if (text.startsWith('#')) return { accounts: null, hashtags: text.slice(1) || null };
  if (text.startsWith('@')) return { accounts: text.slice(1) ? text : null, hashtags: null };
  return { accounts: text, hashtags: /\s/.test(text) ? null : text };
}

/** At most 4 of each, as the spec allows (a server may answer more than asked). */
export const suggestionLimits = <A, H>(accounts: A[], hashtags: H[]) => ({
  accounts: accounts.slice(0, ACCOUNT_SUGGESTIONS_MAX),
  hashtags: hashtags.slice(0, HASHTAG_SUGGESTIONS_MAX),
});
