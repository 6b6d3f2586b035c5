/** Which of the reader's filters in force match a status. */
import type { ApiFilterJSON, ApiFilterResultJSON } from '../../src/api/types';
import type { Queryable } from '../db/database';
import { listFilters } from './filters';

/** The viewer's filters in force, ready to match statuses against. */
export interface ActiveFilter {
  json: ApiFilterJSON;
  patterns: { keyword: string; regex: RegExp }[];
  statusIds: Set<string>;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mastodon's keyword rule: a whole word gets \b only on the sides that are word characters. */
export function keywordRegex(keyword: string, wholeWord: boolean): RegExp {
  if (!wholeWord) return new RegExp(escapeRegex(keyword), 'iu');
  const start = /^[\p{L}\p{N}_]/u.test(keyword) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = /[\p{L}\p{N}_]$/u.test(keyword) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escapeRegex(keyword)}${end}`, 'iu');
}

export async function activeFilters(db: Queryable, accountId: string): Promise<ActiveFilter[]> {
  const all = await listFilters(db, accountId);
  const now = Date.now();
  return all
    .filter((f) => !f.expires_at || new Date(f.expires_at).getTime() > now)
    .map((json) => ({
      json,
      patterns: (json.keywords ?? []).map((k) => ({
        keyword: k.keyword,
        regex: keywordRegex(k.keyword, k.whole_word),
      })),
      statusIds: new Set((json.statuses ?? []).map((s) => s.status_id)),
    }));
}

/** The filter results of one status: keywords against its text, warning and media descriptions. */
export function filterResults(
  filters: ActiveFilter[],
  statusId: string,
  texts: string[],
): ApiFilterResultJSON[] {
  const haystack = texts.join('\n');
  return filters.flatMap((filter) => {
    const keywords = filter.patterns.filter((p) => p.regex.test(haystack)).map((p) => p.keyword);
    const statuses = filter.statusIds.has(statusId) ? [statusId] : [];
    if (!keywords.length && !statuses.length) return [];
    return [
      {
        filter: { ...filter.json, keywords: undefined, statuses: undefined },
        keyword_matches: keywords.length ? keywords : null,
        status_matches: statuses.length ? statuses : null,
      },
    ];
  });
}
