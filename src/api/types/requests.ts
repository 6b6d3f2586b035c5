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

/** POST and DELETE /api/v1/circles/:id/accounts. */
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

/** POST /api/v1/apps: redirect_uris and scopes as one string or a list. */
export interface ApiAppCreateBody {
  client_name?: string;
  redirect_uris?: string | string[];
  scopes?: string | string[];
  website?: string;
}

/** POST /oauth/token. */
export interface ApiTokenBody {
  grant_type?: string;
  client_id?: string;
  client_secret?: string;
  code?: string;
  redirect_uri?: string;
  code_verifier?: string;
  scope?: string;
}

/** POST /oauth/revoke. */
export interface ApiRevokeBody {
  token?: string;
  client_id?: string;
}

/** PUT /api/web/settings. */
export interface ApiWebSettingsBody {
  data: Record<string, unknown>;
}

/** POST /api/v1/accounts/:id/follow. */
export interface ApiFollowBody {
  reblogs?: boolean;
  notify?: boolean;
}

/** POST /api/v1/accounts/:id/mute: duration in seconds, 0 for ever. */
export interface ApiMuteBody {
  notifications?: boolean;
  duration?: number;
}

/** POST /api/v1/statuses/:id/reblog. */
export interface ApiReblogBody {
  visibility?: string;
}

/** POST /api/v1/statuses/:id/emoji_reactions and …/emoji_unreaction. */
export interface ApiEmojiReactionBody {
  emoji?: string;
}

/** POST /api/v1/reaction_deck: names, or objects with a name. */
export interface ApiReactionDeckBody {
  emojis: string[];
}

/** POST /api/v1/statuses/:id/translate. */
export interface ApiTranslateBody {
  lang?: string;
}

/** PUT /api/v1/statuses/:id/interaction_policy. */
export interface ApiInteractionPolicyBody {
  quote_approval_policy?: string;
}

/** GET /oauth/authorize (query) and the authorize form's POST, with its sign-in and decision. */
export interface ApiAuthorizeBody {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  decision?: string;
  username?: string;
  password?: string;
}
