/** Which of the reader's filters in force match a status, kmyblue's switches included. */
import type { ApiFilterJSON, ApiFilterResultJSON } from '../../src/api/types';
import { keywordRegex } from '../../src/lib/filterKeyword';
import { rows, type Queryable } from '../db/database';
import { listFilters } from './filters';

/** The viewer's filters in force, ready to match statuses against. */
export interface ActiveFilter {
  json: ApiFilterJSON;
  patterns: { keyword: string; regex: RegExp }[];
  statusIds: Set<string>;
}

/** The filters and what their switches need to read, loaded once for a batch of statuses. */
export interface Filtering {
  filters: ActiveFilter[];
  /** Texts of quoted and referenced statuses by id (with_quote). */
  linkedTexts: Map<string, string[]>;
  /** Display name and bio by account id (with_profile). */
  profiles: Map<string, string[]>;
}

/** What a status offers to be matched. */
export interface FilterSubject {
  id: string;
  account_id: string;
  quote_of_id: string | null;
  reference_ids: string[];
  follows_author: boolean;
  /** Text, content warning, media descriptions. */
  texts: string[];
}

/** Expired filters no longer apply. */
export async function activeFilters(db: Queryable, accountId: string): Promise<ActiveFilter[]> {
  return inForce(await listFilters(db, accountId));
}

/** Of a reader's filters, those in force, ready to match. */
export function inForce(all: ApiFilterJSON[]): ActiveFilter[] {
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

/**
 * The viewer's filters (unless already loaded), and the quoted texts and profiles only if a filter
 * asks for them.
 */
export async function loadFiltering(
  db: Queryable,
  accountId: string,
  subjects: Omit<FilterSubject, 'texts' | 'follows_author'>[],
  loaded?: ActiveFilter[],
): Promise<Filtering> {
  const filters = loaded ?? (await activeFilters(db, accountId));
  const keyworded = filters.filter((f) => f.patterns.length);
  const linkedIds = keyworded.some((f) => f.json.with_quote)
    ? [
        ...new Set(
          subjects.flatMap((s) => [...(s.quote_of_id ? [s.quote_of_id] : []), ...s.reference_ids]),
        ),
      ]
    : [];
  const authorIds = keyworded.some((f) => f.json.with_profile)
    ? [...new Set(subjects.map((s) => s.account_id))]
    : [];
  const linked = linkedIds.length
    ? await rows<{ id: string; text: string; spoiler_text: string }>(
        db,
        'select id, text, spoiler_text from statuses where id = any($1::bigint[])',
        [linkedIds],
      )
    : [];
  const profiles = authorIds.length
    ? await rows<{ id: string; display_name: string; note: string }>(
        db,
        'select id, display_name, note from accounts where id = any($1::bigint[])',
        [authorIds],
      )
    : [];
  return {
    filters,
    linkedTexts: new Map(linked.map((s) => [s.id, [s.spoiler_text, s.text]])),
    profiles: new Map(profiles.map((a) => [a.id, [a.display_name, a.note]])),
  };
}

function textsFor(filter: ApiFilterJSON, subject: FilterSubject, filtering: Filtering): string {
  const linked = filter.with_quote
    ? [subject.quote_of_id, ...subject.reference_ids].flatMap((id) =>
        id ? (filtering.linkedTexts.get(id) ?? []) : [],
      )
    : [];
  const profile = filter.with_profile ? (filtering.profiles.get(subject.account_id) ?? []) : [];
  return [...subject.texts, ...linked, ...profile].join('\n');
}

/**
 * The filter results of one status. exclude_follows skips authors the reader follows;
 * exclude_localusers skips every author here, as the sandbox's accounts are all local;
 * with_quote also matches quoted and referenced posts (their text and their ids).
 */
export function filterResults(filtering: Filtering, subject: FilterSubject): ApiFilterResultJSON[] {
  return filtering.filters.flatMap((filter) => {
    const f = filter.json;
    if (f.exclude_localusers || (f.exclude_follows && subject.follows_author)) return [];
    const haystack = textsFor(f, subject, filtering);
    const keywords = filter.patterns.filter((p) => p.regex.test(haystack)).map((p) => p.keyword);
    const linkedIds = f.with_quote
      ? [subject.quote_of_id, ...subject.reference_ids].flatMap((id) => (id ? [id] : []))
      : [];
    const statuses = [subject.id, ...linkedIds].filter((id) => filter.statusIds.has(id));
    if (!keywords.length && !statuses.length) return [];
    return [
      {
        filter: { ...f, keywords: undefined, statuses: undefined },
        keyword_matches: keywords.length ? keywords : null,
        status_matches: statuses.length ? statuses : null,
      },
    ];
  });
}
