import type { ApiAccountJSON } from './accounts';
import type { ApiStatusJSON, ApiTagJSON } from './statuses';

/** GET /api/v2/search. */
export interface ApiSearchResultsJSON {
  accounts: ApiAccountJSON[];
  statuses: ApiStatusJSON[];
  hashtags: ApiTagJSON[];
}

/** The `type` of a v2 search: one kind of result. */
export const SEARCH_TYPES = ['accounts', 'statuses', 'hashtags'] as const;
export type ApiSearchType = (typeof SEARCH_TYPES)[number];
