/** Filters v2 bodies: JSON, or Rails form fields with indexed keywords_attributes. */
import {
  FILTER_OPTIONS,
  type ApiFilterBody,
  type ApiFilterKeywordAttributes,
  type ApiFilterKeywordBody,
  type ApiFilterOption,
  type ApiFilterStatusBody,
} from '../../src/api/types';
import { asParams, optBool, optInt, optString, stringList, type Params } from '../http/params';

/** keywords_attributes as a JSON list or Rails' indexed form fields ({"0": {...}}). */
function keywordsOf(body: Params): ApiFilterKeywordAttributes[] {
  const raw = body.keywords_attributes;
  const items = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return items.map((item) => {
    const k = asParams(item);
    return {
      id: optString(k, 'id'),
      keyword: optString(k, 'keyword'),
      whole_word: optBool(k, 'whole_word'),
      _destroy: optBool(k, '_destroy') ?? false,
    };
  });
}

function expiresInOf(body: Params): number | null | undefined {
  const expires = body.expires_in;
  if (expires === undefined) return undefined;
  if (expires === null || expires === '') return null;
  return optInt(body, 'expires_in') ?? null;
}

/** kmyblue's switches; an absent one is left as it is. */
function optionsOf(body: Params): Partial<Record<ApiFilterOption, boolean>> {
  const options: Partial<Record<ApiFilterOption, boolean>> = {};
  for (const key of FILTER_OPTIONS) {
    const value = optBool(body, key);
    if (value !== undefined) options[key] = value;
  }
  return options;
}

export function parseFilterBody(raw: unknown): ApiFilterBody {
  const body = asParams(raw);
  return {
    title: optString(body, 'title'),
    context:
      body.context === undefined && body['context[]'] === undefined
        ? undefined
        : stringList(body, 'context'),
    filter_action: optString(body, 'filter_action'),
    expires_in: expiresInOf(body),
    keywords_attributes: keywordsOf(body),
    ...optionsOf(body),
  };
}

export function parseFilterKeywordBody(raw: unknown): ApiFilterKeywordBody {
  const body = asParams(raw);
  return { keyword: optString(body, 'keyword'), whole_word: optBool(body, 'whole_word') };
}

export function parseFilterStatusBody(body: unknown): ApiFilterStatusBody {
  return { status_id: optString(asParams(body), 'status_id') };
}
