/** Which of the reader's filters in force match a status, kmyblue's switches included. */
import type { ApiFilterJSON, ApiFilterResultJSON } from '../../src/api/types';
import { keywordRegex } from '../../src/lib/filterKeyword';
import { buildAutomaton, type KeywordAutomaton } from '../content/keywordAutomaton';
import { rows, type Queryable } from '../db/database';
import { slices } from '../eventLoop';
import { listFilters } from './filters';

/** A filter's keywords compiled once: one pass finds candidates, their own rule confirms. */
interface CompiledKeywords {
  patterns: { keyword: string; regex: RegExp }[];
  automaton: KeywordAutomaton;
}

/** The viewer's filters in force, ready to match statuses against. */
export interface ActiveFilter extends CompiledKeywords {
  json: ApiFilterJSON;
  statusIds: Set<string>;
}

/**
 * Compiled keywords by filter id, kept while the keywords stay the same. The key is the
 * keywords themselves (with whole_word), so every road that changes them (the filter's PUT,
 * the keyword sub-resources) finds a fresh entry without having to say so.
 */
const compiledCache = new Map<string, { key: string; compiled: CompiledKeywords }>();
/** Enough for every filter the sandbox's readers have; the oldest entry goes first. */
const COMPILED_CACHE_MAX = 1000;

function compiledKeywords(json: ApiFilterJSON): CompiledKeywords {
  const keywords = json.keywords ?? [];
  const key = keywords.map((k) => `${k.whole_word ? 1 : 0}${k.keyword}`).join('\0');
  const cached = compiledCache.get(json.id);
  if (cached?.key === key) return cached.compiled;
  const compiled = {
    patterns: keywords.map((k) => ({
      keyword: k.keyword,
      regex: keywordRegex(k.keyword, k.whole_word),
    })),
    automaton: buildAutomaton(keywords.map((k) => k.keyword)),
  };
  compiledCache.delete(json.id);
  compiledCache.set(json.id, { key, compiled });
  if (compiledCache.size > COMPILED_CACHE_MAX)
    compiledCache.delete(compiledCache.keys().next().value!);
  return compiled;
}

/** The keywords that match, in the filter's order, each checked by its own rule. */
function matchingKeywords(compiled: CompiledKeywords, haystack: string): string[] {
  if (!compiled.patterns.length) return [];
  const candidates = compiled.automaton.candidates(haystack);
  return compiled.patterns.flatMap((p, index) =>
    candidates.has(index) && p.regex.test(haystack) ? [p.keyword] : [],
  );
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

const unexpired = (all: ApiFilterJSON[]): ApiFilterJSON[] => {
  const now = Date.now();
  return all.filter((f) => !f.expires_at || new Date(f.expires_at).getTime() > now);
};

const activeFilter = (json: ApiFilterJSON): ActiveFilter => ({
  json,
  ...compiledKeywords(json),
  statusIds: new Set((json.statuses ?? []).map((s) => s.status_id)),
});

/**
 * Expired filters no longer apply. Compiling a long filter set the first time takes a while,
 * so it goes in slices between which other requests run.
 */
export async function activeFilters(db: Queryable, accountId: string): Promise<ActiveFilter[]> {
  const slice = slices();
  const active: ActiveFilter[] = [];
  for (const json of unexpired(await listFilters(db, accountId))) {
    await slice();
    active.push(activeFilter(json));
  }
  return active;
}

/** Of a reader's filters, those in force, ready to match. */
export function inForce(all: ApiFilterJSON[]): ActiveFilter[] {
  return unexpired(all).map(activeFilter);
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
    const keywords = matchingKeywords(filter, haystack);
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
