/** Request bodies of sign-in: apps, tokens and the authorize form; and web settings. */

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
