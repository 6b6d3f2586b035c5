/** kmyblue's antennas (kmyblue-api.md §9): watch the posts the server sees, collect matches. */

export interface ApiAntennaListJSON {
  id: string;
  title: string;
}

export interface ApiAntennaJSON {
  id: string;
  title: string;
  /** Social timeline mode: home and local posts, conditions ignored. */
  stl: boolean;
  /** Local timeline mode: local public posts, conditions ignored. */
  ltl: boolean;
  /** Deliver into home (or `list`) instead of the antenna's own timeline. */
  insert_feeds: boolean;
  with_media_only: boolean;
  ignore_reblog: boolean;
  /** Include conditions only; exclusions are not counted. */
  accounts_count: number;
  domains_count: number;
  tags_count: number;
  keywords_count: number;
  list: ApiAntennaListJSON | null;
  /** SPEC's shape (default true); kmyblue's snapshot does not send it. */
  favourite?: boolean;
  /** SPEC's shape beside `list`; kmyblue's snapshot sends only `list`. */
  list_id?: string | null;
}

/** GET /api/v1/antennas/:id/keywords. */
export interface ApiAntennaKeywordsJSON {
  keywords: string[];
  exclude_keywords: string[];
}

/** GET /api/v1/antennas/:id/domains. */
export interface ApiAntennaDomainsJSON {
  domains: string[];
  exclude_domains: string[];
}

/** GET /api/v1/antennas/:id/tags (names without '#'). */
export interface ApiAntennaTagsJSON {
  tags: string[];
  exclude_tags: string[];
}

/** POST /api/v1/antennas and PUT /api/v1/antennas/:id; an absent key leaves the field as is. */
export interface ApiAntennaBody {
  title?: string;
  stl?: boolean;
  ltl?: boolean;
  insert_feeds?: boolean;
  with_media_only?: boolean;
  ignore_reblog?: boolean;
  /** '0' or absent: no list (home or the antenna's own timeline). */
  list_id?: string;
}

/** POST and DELETE /api/v1/antennas/:id/{keywords,exclude_keywords}. */
export interface ApiAntennaKeywordsBody {
  keywords: string[];
}

/** POST and DELETE /api/v1/antennas/:id/{domains,exclude_domains}. */
export interface ApiAntennaDomainsBody {
  domains: string[];
}

/** POST and DELETE /api/v1/antennas/:id/{tags,exclude_tags}. */
export interface ApiAntennaTagsBody {
  tags: string[];
}
