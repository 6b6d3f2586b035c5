import type { ApiAppJSON } from '../../src/api/types';
import { VAPID_PUBLIC_KEY } from '../config';
import { parseScopes, type AppRow } from '../services/apps';

/** An application as Mastodon shows it; the secret only to the one who registered it. */
export function appJSON(row: AppRow, withSecret: boolean): ApiAppJSON & Record<string, unknown> {
  const base = {
    id: row.id,
    name: row.name,
    website: row.website,
    scopes: parseScopes(row.scopes),
    redirect_uri: row.redirect_uris.join('\n'),
    redirect_uris: row.redirect_uris,
    vapid_key: VAPID_PUBLIC_KEY,
  };
  return withSecret
    ? {
        ...base,
        client_id: row.client_id,
        client_secret: row.client_secret,
        client_secret_expires_at: 0,
      }
    : { ...base, client_id: row.client_id, client_secret: '' };
}
