/** Antennas from the wire (kmyblue-api.md §9.3), each read through its wire type. */
import type {
  ApiAntennaBody,
  ApiAntennaDomainsJSON,
  ApiAntennaJSON,
  ApiAntennaKeywordsJSON,
  ApiAntennaListJSON,
  ApiAntennaTagsJSON,
} from '../api/types';
import type { Antenna, AntennaTerms } from './types';
import { asArray, reader, readEach } from './validate';

/** The word rules, in the order the settings screen shows them. */
export const ANTENNA_TERM_KINDS = ['keywords', 'domains', 'tags'] as const;

export function normaliseAntenna(json: unknown): Antenna {
  const r = reader<ApiAntennaJSON>(json, 'Antenna');
  const listJson = r.object('list');
  const list = listJson ? reader<ApiAntennaListJSON>(listJson, 'Antenna list') : null;
  return {
    id: r.string('id'),
    title: r.string('title'),
    stl: r.boolean('stl'),
    ltl: r.boolean('ltl'),
    insertFeeds: r.boolean('insert_feeds'),
    withMediaOnly: r.boolean('with_media_only'),
    ignoreReblog: r.boolean('ignore_reblog'),
    favourite: r.boolean('favourite', true),
    accountsCount: r.numberOr('accounts_count', 0),
    domainsCount: r.numberOr('domains_count', 0),
    tagsCount: r.numberOr('tags_count', 0),
    keywordsCount: r.numberOr('keywords_count', 0),
    list: list
      ? { id: list.string('id'), title: list.string('title') }
      : listIdOnly(r.stringOr('list_id', null)),
  };
}

/** SPEC's `list_id` without a `list`: the list is known by id alone ('0' means none). */
const listIdOnly = (id: string | null) => (id && id !== '0' ? { id, title: '' } : null);

/** A bad antenna is left out of the list; the rest are kept. */
export const normaliseAntennas = (json: unknown): Antenna[] =>
  readEach(asArray(json, 'Antennas'), normaliseAntenna);

export function normaliseAntennaKeywords(json: unknown): AntennaTerms {
  const r = reader<ApiAntennaKeywordsJSON>(json, 'Antenna keywords');
  return { include: r.stringArray('keywords'), exclude: r.stringArray('exclude_keywords') };
}

export function normaliseAntennaDomains(json: unknown): AntennaTerms {
  const r = reader<ApiAntennaDomainsJSON>(json, 'Antenna domains');
  return { include: r.stringArray('domains'), exclude: r.stringArray('exclude_domains') };
}

/** Tag names come without '#'; one sent with it is read without it too. */
export function normaliseAntennaTags(json: unknown): AntennaTerms {
  const r = reader<ApiAntennaTagsJSON>(json, 'Antenna tags');
  const bare = (tags: string[]) => tags.map((tag) => tag.replace(/^#/, ''));
  return { include: bare(r.stringArray('tags')), exclude: bare(r.stringArray('exclude_tags')) };
}

/** What the settings screen changes at once: any of these, the others left as they are. */
export type AntennaChanges = Partial<
  Pick<Antenna, 'title' | 'stl' | 'ltl' | 'insertFeeds' | 'withMediaOnly' | 'ignoreReblog' | 'list'>
>;

/** The PUT body for some changes: only the keys that change; no list is `list_id` '0'. */
export function antennaBody(changes: AntennaChanges): ApiAntennaBody {
  const body: ApiAntennaBody = {};
  if (changes.title !== undefined) body.title = changes.title;
  if (changes.stl !== undefined) body.stl = changes.stl;
  if (changes.ltl !== undefined) body.ltl = changes.ltl;
  if (changes.insertFeeds !== undefined) body.insert_feeds = changes.insertFeeds;
  if (changes.withMediaOnly !== undefined) body.with_media_only = changes.withMediaOnly;
  if (changes.ignoreReblog !== undefined) body.ignore_reblog = changes.ignoreReblog;
  if (changes.list !== undefined) body.list_id = changes.list?.id ?? '0';
  return body;
}
