/** The body of POST /api/v1/featured_tags. */
import type { ApiFeaturedTagCreateBody } from '../../src/api/types';
import { ApiError } from '../http/errors';
import { asParams, optString } from '../http/params';

/** `name` is required, as Rails' params.require answers. */
export function parseFeaturedTagBody(raw: unknown): ApiFeaturedTagCreateBody {
  const name = optString(asParams(raw), 'name');
  if (!name) throw new ApiError(400, 'param is missing or the value is empty: name');
  return { name };
}
