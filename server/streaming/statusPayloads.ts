/**
 * A status as each of many readers sees it, rendered once per distinct view. Readers whose
 * reader-relative facts (ReaderMarks) agree get the same JSON but for `filtered`, which is
 * matched per reader that has filters, from their filters read together.
 */
import type { ApiFilterResultJSON, ApiStatusJSON } from '../../src/api/types';
import type { Queryable } from '../db/database';
import { makeContext, type SerializeContext } from '../serializers/context';
import { serializeStatus } from '../serializers/statuses';
import {
  filterResults,
  inForce,
  loadFiltering,
  type ActiveFilter,
  type FilterSubject,
} from '../services/filterMatching';
import { filtersOfAccounts } from '../services/filters';
import { mediaRowsOf, statusRowsByIds } from '../services/statusRows';
import { readerMarks, readersAmong } from '../services/streamingQueries';
import { canView } from '../services/visibility';

export interface Reader {
  viewer: string | null;
  origin: string;
}

export const readerKey = ({ viewer, origin }: Reader): string => `${viewer ?? ''}|${origin}`;

/** The statuses of a rendering that carry their own `filtered`: it, its boost, their quotes. */
function nodesOf(json: ApiStatusJSON): ApiStatusJSON[] {
  const nodes = [json, ...(json.reblog ? [json.reblog] : [])];
  for (const node of [...nodes]) {
    const quote = node.quote;
    if (quote && 'quoted_status' in quote && quote.quoted_status) nodes.push(quote.quoted_status);
  }
  return nodes.filter((node) => 'filtered' in node);
}

/** Per reader and status: whether they follow its author, which exclude_follows reads. */
type Follows = Map<string, Set<string>>;

interface ReaderFilters {
  filters: Map<string, ActiveFilter[]>;
  subjects: Map<string, Omit<FilterSubject, 'follows_author'>>;
  follows: Follows;
}

/** The readers' filters in force, and what the post's statuses offer to be matched. */
async function readerFilters(
  db: Queryable,
  readers: string[],
  statusIds: string[],
  follows: Follows,
): Promise<ReaderFilters> {
  const filters = new Map<string, ActiveFilter[]>();
  for (const [reader, all] of await filtersOfAccounts(db, readers)) {
    const active = inForce(all);
    if (active.length) filters.set(reader, active);
  }
  const subjects = new Map<string, Omit<FilterSubject, 'follows_author'>>();
  if (!filters.size) return { filters, subjects, follows };
  const statuses = await statusRowsByIds(db, statusIds, null);
  const media = await mediaRowsOf(db, statusIds);
  for (const row of statuses.values()) {
    const descriptions = media.filter((m) => m.status_id === row.id);
    subjects.set(row.id, {
      ...row,
      texts: [row.spoiler_text, row.text, ...descriptions.map((m) => m.description ?? '')],
    });
  }
  return { filters, subjects, follows };
}

/** The reader's filter results for each status of the rendering, by status id. */
async function resultsFor(
  db: Queryable,
  reader: string,
  found: ReaderFilters,
): Promise<Map<string, ApiFilterResultJSON[]>> {
  const results = new Map<string, ApiFilterResultJSON[]>();
  const active = found.filters.get(reader);
  if (!active) return results;
  const subjects = [...found.subjects.values()];
  const filtering = await loadFiltering(db, reader, subjects, active);
  for (const subject of subjects) {
    const follows = found.follows.get(reader)?.has(subject.id) ?? false;
    results.set(subject.id, filterResults(filtering, { ...subject, follows_author: follows }));
  }
  return results;
}

/** Groups readers by origin and marks: each group is one rendering. */
function viewsOf(readers: Reader[], marks: Map<string, string>): Map<string, Reader[]> {
  const views = new Map<string, Reader[]>();
  for (const reader of readers) {
    const key = `${reader.origin}\n${marks.get(reader.viewer ?? '') ?? ''}`;
    const group = views.get(key);
    if (group) group.push(reader);
    else views.set(key, [reader]);
  }
  return views;
}

/** The JSON payload of the status for each reader that may read it, by `readerKey`. */
export async function statusPayloads(
  db: Queryable,
  statusId: string,
  readers: Reader[],
): Promise<Map<string, string>> {
  const unique = new Map(readers.map((r) => [readerKey(r), r]));
  const signedIn = [...new Set(readers.flatMap((r) => r.viewer ?? []))];
  const readable = await readersAmong(db, signedIn, statusId);
  const visitors =
    [...unique.values()].some((r) => !r.viewer) && (await canView(db, statusId, null));
  const allowed = [...unique.values()].filter((r) =>
    r.viewer ? readable.has(r.viewer) : visitors,
  );

  const rows = await readerMarks(db, [...readable], statusId);
  const marks = new Map<string, string>();
  const follows: Follows = new Map();
  for (const row of rows.sort((a, b) => a.status_id.localeCompare(b.status_id))) {
    marks.set(row.reader, `${marks.get(row.reader) ?? ''}${row.status_id}:${row.marks};`);
    if (!row.follows_author) continue;
    const set = follows.get(row.reader) ?? new Set();
    follows.set(row.reader, set.add(row.status_id));
  }
  const statusIds = [...new Set(rows.map((r) => r.status_id))];
  const filters = await readerFilters(db, [...readable], statusIds, follows);

  const contexts = new Map<string, SerializeContext>();
  const payloads = new Map<string, string>();
  for (const group of viewsOf(allowed, marks).values()) {
    const first = group[0]!;
    const base = contexts.get(first.origin) ?? (await makeContext(db, first.origin, null));
    contexts.set(first.origin, base);
    const json = await serializeStatus({ ...base, viewerId: first.viewer }, statusId);
    if (!json) continue;
    const nodes = nodesOf(json);
    for (const node of nodes) node.filtered = [];
    const plain = JSON.stringify(json);
    for (const reader of group) {
      const results = reader.viewer
        ? await resultsFor(db, reader.viewer, filters)
        : new Map<string, ApiFilterResultJSON[]>();
      if (!results.size) {
        payloads.set(readerKey(reader), plain);
        continue;
      }
      for (const node of nodes) node.filtered = results.get(node.id) ?? [];
      payloads.set(readerKey(reader), JSON.stringify(json));
    }
  }
  return payloads;
}
