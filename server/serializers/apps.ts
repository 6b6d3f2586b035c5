import type { ApiAppJSON } from '../../src/api/types';
import { parseScopes, type AppRow } from '../services/apps';

/** An application as Mastodon shows it; the secret only to the one who registered it. */
/** `vapidKey`: this server's VAPID public key (state.vapid). */
export function appJSON(
  row: AppRow,
  withSecret: boolean,
  vapidKey: string,
): ApiAppJSON & Record<string, unknown> {
  const base = {
    id: row.id,
    name: row.name,
    website: row.website,
    scopes: parseScopes(row.scopes),
    redirect_uri: row.redirect_uris.join('\n'),
    redirect_uris: row.redirect_uris,
    vapid_key: vapidKey,
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
