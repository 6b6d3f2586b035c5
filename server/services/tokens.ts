/** Access tokens as requests present them. */
import { one, type Queryable } from '../db/database';

/** A token that was issued and not revoked. */
export function liveToken(
  db: Queryable,
  token: string,
): Promise<{ id: string; app_id: string; account_id: string | null; scopes: string } | undefined> {
  return one(
    db,
    'select id, app_id, account_id, scopes from oauth_tokens where token = $1 and revoked_at is null',
    [token],
  );
}
