/**
 * Finding links, mentions, hashtags and custom emoji shortcodes in plain text, the way Mastodon
 * recognises them. One tokenizer serves the HTML renderer, the length counter and the extractor.
 */
import { URL_PLACEHOLDER_CHARS } from '../config';

export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string }
  | { kind: 'mention'; text: string; username: string; domain: string | null }
  | { kind: 'hashtag'; text: string; tag: string };

const URL_RE = String.raw`https?:\/\/[^\s<>"'\u3000]+`;
const MENTION_RE = String.raw`(?<![\p{L}\p{N}_\/@.])@([A-Za-z0-9_]+(?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?)(?:@([A-Za-z0-9.-]+(?::\d+)?))?`;
const HASHTAG_RE = String.raw`(?<![\p{L}\p{N}_\/&#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)`;
const TOKEN_RE = new RegExp(`(${URL_RE})|${MENTION_RE}|${HASHTAG_RE}`, 'gu');
export const SHORTCODE_RE = /:([a-zA-Z0-9_]{2,}):/g;

/** Trailing punctuation is not part of a link, nor is an unbalanced closing parenthesis. */
function trimUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last && '.,:;!?\'"'.includes(last)) end--;
    else if (last === ')' && !url.slice(0, end).includes('(')) end--;
    else break;
  }
  return url.slice(0, end);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let cursor = 0;
  const pushText = (value: string): void => {
    if (!value) return;
    const last = tokens[tokens.length - 1];
    if (last?.kind === 'text') last.text += value;
    else tokens.push({ kind: 'text', text: value });
  };
  TOKEN_RE.lastIndex = 0;
  for (let match = TOKEN_RE.exec(text); match; match = TOKEN_RE.exec(text)) {
    const start = match.index;
    let raw = match[0];
    pushText(text.slice(cursor, start));
    if (match[1]) {
      raw = trimUrl(raw);
      TOKEN_RE.lastIndex = start + raw.length;
      tokens.push({ kind: 'url', text: raw });
    } else if (match[2]) {
      tokens.push({ kind: 'mention', text: raw, username: match[2], domain: match[3] ?? null });
    } else {
      tokens.push({ kind: 'hashtag', text: raw, tag: match[4]! });
    }
    cursor = start + raw.length;
  }
  pushText(text.slice(cursor));
  return tokens;
}

export interface Entities {
  /** Mentioned usernames, lower-cased, with their domain when one was written. */
  mentions: { username: string; domain: string | null }[];
  /** Hashtags, lower-cased, in order of first use. */
  tags: string[];
  shortcodes: string[];
}

export function extractEntities(text: string): Entities {
  const mentions = new Map<string, { username: string; domain: string | null }>();
  const tags = new Set<string>();
  for (const token of tokenize(text)) {
    if (token.kind === 'mention') {
      const key = `${token.username}@${token.domain ?? ''}`.toLowerCase();
      mentions.set(key, { username: token.username.toLowerCase(), domain: token.domain });
    } else if (token.kind === 'hashtag') tags.add(token.tag.toLowerCase());
  }
  return { mentions: [...mentions.values()], tags: [...tags], shortcodes: shortcodesIn(text) };
}

export function shortcodesIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(SHORTCODE_RE)) found.add(m[1]!);
  return [...found];
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The most UTF-16 code units a character may take before a text is refused without counting
 * (a family emoji takes 11). Counting graphemes and weighing links costs time in proportion to
 * the raw length, so a text far beyond its limit is refused by its length alone and the count
 * only ever runs on bounded input.
 */
export const CODE_UNITS_PER_CHARACTER_MAX = 16;

/** Whether a text is so long that no count could bring it under `max` characters. */
export function farTooLong(text: string, max: number): boolean {
  return text.length > max * CODE_UNITS_PER_CHARACTER_MAX;
}

/** Characters as a reader counts them (an emoji with modifiers is one), for bounded text. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** Whether a text is longer than `max` characters, the cheap checks first. */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  return farTooLong(text, max) || graphemeCount(text) > max;
}

/** Mastodon's count: every link is 23 characters, a remote mention counts as its local part. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const token of tokenize(text)) {
    if (token.kind === 'url') count += URL_PLACEHOLDER_CHARS;
    else {
      const visible = token.kind === 'mention' ? `@${token.username}` : token.text;
      for (const _ of segmenter.segment(visible)) count++;
    }
  }
  return count;
}
