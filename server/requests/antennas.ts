/** Bodies of antennas (kmyblue-api.md §9.2); the title is read by parseCollectionBody. */
import type {
  ApiAntennaBody,
  ApiAntennaDomainsBody,
  ApiAntennaKeywordsBody,
  ApiAntennaTagsBody,
} from '../../src/api/types';
import { asParams, optBool, optString, stringList } from '../http/params';
import { isId } from '../ids';

export function parseAntennaBody(body: unknown): ApiAntennaBody {
  const params = asParams(body);
  const listId = optString(params, 'list_id');
  return {
    title: optString(params, 'title'),
    stl: optBool(params, 'stl'),
    ltl: optBool(params, 'ltl'),
    insert_feeds: optBool(params, 'insert_feeds'),
    with_media_only: optBool(params, 'with_media_only'),
    ignore_reblog: optBool(params, 'ignore_reblog'),
    // Anything but a list's id (0, empty) means no list.
    list_id: listId === undefined ? undefined : isId(listId) && listId !== '0' ? listId : '0',
  };
}

/** Values may come in the body or, on DELETE as kmyblue's web UI sends them, the query. */
const valuesOf = (body: unknown, query: unknown, key: string): string[] => [
  ...stringList(asParams(body), key),
  ...stringList(asParams(query), key),
];

export function parseAntennaKeywordsBody(body: unknown, query?: unknown): ApiAntennaKeywordsBody {
  return { keywords: valuesOf(body, query, 'keywords') };
}

/** Domains are compared lower-cased, as host names are. */
export function parseAntennaDomainsBody(body: unknown, query?: unknown): ApiAntennaDomainsBody {
  return {
    domains: valuesOf(body, query, 'domains')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** Tag names, without a leading '#'. */
export function parseAntennaTagsBody(body: unknown, query?: unknown): ApiAntennaTagsBody {
  return {
    tags: valuesOf(body, query, 'tags')
      .map((t) => t.trim().replace(/^#/, ''))
      .filter(Boolean),
  };
}
