/** Hashtags with their history, featured tags and trending links, read from the wire. */
import type {
  ApiFeaturedTagJSON,
  ApiTagHistoryJSON,
  ApiTagJSON,
  ApiTrendsLinkJSON,
} from '../api/types';
import { safeHttpUrl } from '../lib/url';
import { dedupeBundle, emptyBundle } from './bundle';
import { normaliseCard } from './card';
import type { EntityBundle, FeaturedTag, Tag, TagDay, TrendsLink } from './types';
import { asArray, EntityError, readEach, reader } from './validate';

/** Mastodon sends the day and both counts as strings; a number is taken too. */
function count(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0)
    throw new EntityError(`Tag history: bad number ${String(value)}`);
  return Math.floor(n);
}

function normaliseDay(json: unknown): TagDay {
  const r = reader<ApiTagHistoryJSON>(json, 'Tag history');
  return { day: count(r.json.day), uses: count(r.json.uses), accounts: count(r.json.accounts) };
}

/** Days that cannot be read are left out: a sparkline with a day less beats no tag. */
const historyOf = (items: unknown[]): TagDay[] => readEach(items, normaliseDay);

export function normaliseTag(json: unknown): Tag {
  const r = reader<ApiTagJSON>(json, 'Tag');
  const name = r.string('name').replace(/^#/, '');
  if (!name) r.fail('empty name');
  return {
    name,
    url: safeHttpUrl(r.json.url) ?? '',
    history: historyOf(r.array('history')),
    following: typeof r.json.following === 'boolean' ? r.json.following : null,
    featuring: typeof r.json.featuring === 'boolean' ? r.json.featuring : null,
  };
}

/** A list of tags; unreadable ones are left out. */
export const normaliseTags = (json: unknown): Tag[] =>
  readEach(asArray(json, 'Tags'), normaliseTag);

function normaliseFeaturedTag(json: unknown): FeaturedTag {
  const r = reader<ApiFeaturedTagJSON>(json, 'Featured tag');
  return {
    id: r.string('id'),
    name: r.string('name'),
    url: safeHttpUrl(r.json.url) ?? '',
    statusesCount: count(r.json.statuses_count ?? 0),
    lastStatusAt: r.stringOr('last_status_at', null),
  };
}

/** Featured tags, most used first (SPEC §3), whatever order they came in. */
export const normaliseFeaturedTags = (json: unknown): FeaturedTag[] =>
  readEach(asArray(json, 'Featured tags'), normaliseFeaturedTag).sort(
    (a, b) => b.statusesCount - a.statusesCount,
  );

/** Trending links in order, each a card with its history; a card without an http(s) url is left out. */
export function normaliseTrendsLinks(json: unknown): { links: TrendsLink[]; bundle: EntityBundle } {
  const bundle = emptyBundle();
  const links = readEach(asArray(json, 'Trending links'), (item) => {
    const card = normaliseCard(item, bundle);
    if (!card) return null;
    const r = reader<ApiTrendsLinkJSON>(item, 'Trending link');
    return { card, history: historyOf(r.array('history')) };
  });
  return { links, bundle: dedupeBundle(bundle) };
}
