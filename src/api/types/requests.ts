/**
 * Request bodies the client sends (JSON or form fields), as the server reads them. The status
 * body is ApiStatusCreateBody in statuses.ts. File fields are typed by `F`: a Blob when sending,
 * the received bytes on the server.
 */

/** POST and PUT of a named collection (bookmark categories, circles, lists, antennas). */
export interface ApiCollectionBody {
  title?: string;
}

/** POST and DELETE /api/v1/bookmark_categories/:id/statuses. */
export interface ApiCollectionStatusesBody {
  status_ids: string[];
}

/** POST and DELETE of the accounts of a list, circle or antenna (and an antenna's exclude_accounts). */
export interface ApiCollectionAccountsBody {
  account_ids: string[];
}

export interface ApiFilterKeywordAttributes {
  id?: string;
  keyword?: string;
  whole_word?: boolean;
  _destroy?: boolean;
}

/** POST /api/v2/filters and PUT /api/v2/filters/:id; an absent key leaves the field as is. */
export interface ApiFilterBody {
  title?: string;
  context?: string[];
  filter_action?: string;
  /** Seconds; null (or an empty value) means never. */
  expires_in?: number | null;
  keywords_attributes: ApiFilterKeywordAttributes[];
  /** kmyblue's switches (FILTER_OPTIONS). */
  exclude_follows?: boolean;
  exclude_localusers?: boolean;
  with_quote?: boolean;
  with_profile?: boolean;
}

/** POST /api/v2/filters/:id/keywords and PUT /api/v2/filters/keywords/:id. */
export interface ApiFilterKeywordBody {
  keyword?: string;
  whole_word?: boolean;
}

/** POST /api/v2/filters/:id/statuses. */
export interface ApiFilterStatusBody {
  status_id?: string;
}

/** POST /api/v1/polls/:id/votes: option indexes as sent. */
export interface ApiPollVotesBody {
  choices: string[];
}

export interface ApiMarkerBody {
  last_read_id?: string;
}

/** POST /api/v1/markers. */
export interface ApiMarkersBody {
  home?: ApiMarkerBody;
  notifications?: ApiMarkerBody;
}

/** POST /api/v2/media and /api/v1/media (multipart). */
export interface ApiMediaCreateBody<F = Blob> {
  file?: F;
  thumbnail?: F;
  description?: string;
  focus?: string;
}

/** PUT /api/v1/media/:id. */
export type ApiMediaUpdateBody<F = Blob> = Omit<ApiMediaCreateBody<F>, 'file'>;
