import {
  FILTER_ACTIONS,
  FILTER_ACTIONS_EX,
  type ApiFilterActionEx,
  type ApiFilterJSON,
  type ApiFilterKeywordJSON,
  type ApiFilterStatusJSON,
} from '../api/types';
import type { Filter, FilterKeyword } from './types';
import { asArray, oneOf, reader, readEach, type Reader } from './validate';

/** kmyblue's filter_action_ex when it is there (it unmasks half_warn), else filter_action. */
export function filterActionOf(filter: Reader<ApiFilterJSON>): ApiFilterActionEx {
  return oneOf(
    filter.json.filter_action_ex,
    FILTER_ACTIONS_EX,
    oneOf(filter.json.filter_action, FILTER_ACTIONS, 'warn'),
  );
}

export function normaliseFilterKeyword(json: unknown): FilterKeyword {
  const k = reader<ApiFilterKeywordJSON>(json, 'Filter keyword');
  return { id: k.string('id'), keyword: k.string('keyword'), wholeWord: k.boolean('whole_word') };
}

export function normaliseFilterStatus(json: unknown): Filter['statuses'][number] {
  const s = reader<ApiFilterStatusJSON>(json, 'Filter status');
  return { id: s.string('id'), statusId: s.string('status_id') };
}

export function normaliseFilter(json: unknown): Filter {
  const r = reader<ApiFilterJSON>(json, 'Filter');
  return {
    id: r.string('id'),
    title: r.string('title'),
    context: r.stringArray('context'),
    action: filterActionOf(r),
    keywords: readEach(r.array('keywords'), normaliseFilterKeyword),
    statuses: readEach(r.array('statuses'), normaliseFilterStatus),
    expiresAt: r.stringOr('expires_at', null),
    excludeFollows: r.boolean('exclude_follows'),
    excludeLocalusers: r.boolean('exclude_localusers'),
    // kmyblue's default is on; a server without the switches (it sends no filter_action_ex) has none.
    withQuote: r.boolean('with_quote', r.json.filter_action_ex !== undefined),
    withProfile: r.boolean('with_profile'),
  };
}

/** Unreadable filters are left out: a broken one must not stop the others. */
export const normaliseFilters = (json: unknown): Filter[] =>
  readEach(asArray(json, 'Filters'), normaliseFilter);
