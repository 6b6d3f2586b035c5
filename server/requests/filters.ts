/** Filters v2 bodies: JSON, or Rails form fields with indexed keywords_attributes. */
import type {
  ApiFilterBody,
  ApiFilterKeywordAttributes,
  ApiFilterStatusBody,
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
  };
}

export function parseFilterStatusBody(body: unknown): ApiFilterStatusBody {
  return { status_id: optString(asParams(body), 'status_id') };
}
