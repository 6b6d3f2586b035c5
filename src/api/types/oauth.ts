/** POST /api/v1/apps */
export interface ApiAppJSON {
  id: string;
  name: string;
  website: string | null;
  redirect_uri: string;
  redirect_uris?: string[];
  client_id: string;
  client_secret: string;
  scopes?: string[];
}

/** POST /oauth/token */
export interface ApiTokenJSON {
  access_token: string;
  token_type: 'Bearer';
  scope: string;
  created_at: number;
}

/** The body of every error response. */
export interface ApiErrorJSON {
  error: string;
  error_description?: string;
  details?: Record<string, { error: string; description: string }[]>;
}
