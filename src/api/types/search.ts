import type { ApiAccountJSON } from './accounts';
import type { ApiStatusJSON, ApiTagJSON } from './statuses';

/** GET /api/v2/search. */
export interface ApiSearchResultsJSON {
  accounts: ApiAccountJSON[];
  statuses: ApiStatusJSON[];
  hashtags: ApiTagJSON[];
}
