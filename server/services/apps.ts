/** OAuth applications: registration and lookup. */
import { newSecret } from '../auth';
import { one, type Queryable } from '../db/database';
import { snowflakeNow } from '../ids';

export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';

export interface AppRow {
  id: string;
  name: string;
  website: string | null;
  redirect_uris: string[];
  scopes: string;
  client_id: string;
  client_secret: string;
}

export function parseScopes(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(/[\s+]+/).filter(Boolean))];
}

export async function createApp(
  db: Queryable,
  app: { name: string; website: string | null; redirectUris: string[]; scopes: string[] },
): Promise<AppRow> {
  const row = await one<AppRow>(
    db,
    `insert into oauth_apps (id, name, website, redirect_uris, scopes, client_id, client_secret, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, now()) returning *`,
    [
      snowflakeNow(),
      app.name,
      app.website,
      app.redirectUris,
      app.scopes.join(' '),
      newSecret(),
      newSecret(),
    ],
  );
  return row!;
}

export function appById(db: Queryable, id: string): Promise<AppRow | undefined> {
  return one<AppRow>(db, 'select * from oauth_apps where id = $1', [id]);
}

export function appByClientId(db: Queryable, clientId: string): Promise<AppRow | undefined> {
  return one<AppRow>(db, 'select * from oauth_apps where client_id = $1', [clientId]);
}
