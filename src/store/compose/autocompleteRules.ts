/** Which token the caret is in, and hashtag history and suggestions. */
import {
  COMPOSE_TAG_HISTORY_MAX,
  EMOJI_SUGGESTIONS_MAX,
  HASHTAG_SUGGESTIONS_MAX,
} from '../constants';

export type AutocompleteKind = '@' | '#' | ':';

export interface AutocompleteToken {
  kind: AutocompleteKind;
  /** Without the leading character. */
  query: string;
  /** Where the token starts (its @, # or :) and ends in the text. */
  start: number;
  end: number;
}

const MIN_QUERY: Record<AutocompleteKind, number> = { '@': 1, '#': 1, ':': 2 };

/** The token ending at the caret, when it starts with @, # or : after a space or the start. */
export function tokenAt(text: string, caret: number): AutocompleteToken | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[\s(])([@#:])([\p{L}\p{N}_.@-]*)$/u.exec(before);
  if (!match) return null;
  const kind = match[1] as AutocompleteKind;
  let query = match[2] ?? '';
  if (kind !== '@') query = query.replace(/[.@-]/g, '');
  if (query.length < MIN_QUERY[kind] || query !== match[2]) return null;
  const start = caret - query.length - 1;
  return { kind, query, start, end: caret };
}

/** Puts the chosen suggestion in place of the token, with a space after it. */
export function insertSuggestion(
  text: string,
  token: AutocompleteToken,
  replacement: string,
): { text: string; caret: number } {
  const after = text.slice(token.end);
  const inserted = `${replacement}${after.startsWith(' ') ? '' : ' '}`;
  return {
    text: text.slice(0, token.start) + inserted + after,
    caret: token.start + inserted.length + (after.startsWith(' ') ? 1 : 0),
  };
}

/** The tags used most recently first, at most 1000 kept. */
export function addTagsToHistory(history: readonly string[], used: readonly string[]): string[] {
  const fresh = used.map((t) => t.replace(/^#/, ''));
  const lower = new Set(fresh.map((t) => t.toLowerCase()));
  return [...fresh, ...history.filter((t) => !lower.has(t.toLowerCase()))].slice(
    0,
    COMPOSE_TAG_HISTORY_MAX,
  );
}

/** At most 4 hashtags, those used before first. */
export function hashtagSuggestions(
  history: readonly string[],
  fromServer: readonly string[],
  query: string,
): string[] {
  const q = query.toLowerCase();
  const fromHistory = history.filter((t) => t.toLowerCase().startsWith(q));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of [...fromHistory, ...fromServer]) {
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === HASHTAG_SUGGESTIONS_MAX) break;
  }
  return out;
}

/** The shortcodes that contain the query: those starting with it first. */
export function rankShortcodes(shortcodes: readonly string[], query: string): string[] {
  const q = query.toLowerCase();
  const starts = shortcodes.filter((s) => s.toLowerCase().startsWith(q));
  const contains = shortcodes.filter(
    (s) => !s.toLowerCase().startsWith(q) && s.toLowerCase().includes(q),
  );
  return [...starts, ...contains];
}

/** At most 5 emoji, shortcodes starting with the query first. */
export function emojiSuggestions(shortcodes: readonly string[], query: string): string[] {
  return rankShortcodes(shortcodes, query).slice(0, EMOJI_SUGGESTIONS_MAX);
}

/** Hashtags in a text, for the history. */
export const hashtagsIn = (text: string): string[] =>
  [...text.matchAll(/(?:^|[^\p{L}\p{N}_/])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu)].map(
    (m) => m[1]!,
  );
