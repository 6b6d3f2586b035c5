/** Hashtags featured on a profile, and trending links, exactly as servers send them. */
import type { ApiPreviewCardJSON, ApiTagHistoryJSON } from './statuses';

/** GET /api/v1/featured_tags and /api/v1/accounts/:id/featured_tags. */
export interface ApiFeaturedTagJSON {
  id: string;
  name: string;
  url: string;
  /** Mastodon sends the count as a string; older servers a number. */
  statuses_count: string | number;
  /** A date (YYYY-MM-DD) or null when the account never used the tag. */
  last_status_at: string | null;
}

/** POST /api/v1/featured_tags. */
export interface ApiFeaturedTagCreateBody {
  name: string;
}

/** GET /api/v1/trends/links: a preview card with its week of shares. */
export interface ApiTrendsLinkJSON extends ApiPreviewCardJSON {
  history: ApiTagHistoryJSON[];
}
