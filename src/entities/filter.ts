import {
  FILTER_ACTIONS,
  type ApiFilterJSON,
  type ApiFilterKeywordJSON,
  type ApiFilterStatusJSON,
} from '../api/types';
import type { Filter } from './types';
import { asArray, oneOf, reader, readEach } from './validate';

export function normaliseFilter(json: unknown): Filter {
  const r = reader<ApiFilterJSON>(json, 'Filter');
  return {
    id: r.string('id'),
    title: r.string('title'),
    context: r.stringArray('context'),
    action: oneOf(r.json.filter_action, FILTER_ACTIONS, 'warn'),
    keywords: readEach(r.array('keywords'), (item) => {
      const k = reader<ApiFilterKeywordJSON>(item, 'Filter keyword');
      return {
        id: k.string('id'),
        keyword: k.string('keyword'),
        wholeWord: k.boolean('whole_word'),
      };
    }),
    statusIds: readEach(r.array('statuses'), (item) =>
      reader<ApiFilterStatusJSON>(item, 'Filter status').string('status_id'),
    ),
    expiresAt: r.stringOr('expires_at', null),
  };
}

/** Unreadable filters are left out: a broken one must not stop the others. */
export const normaliseFilters = (json: unknown): Filter[] =>
  readEach(asArray(json, 'Filters'), normaliseFilter);
