/** OAuth sign-in, authorization codes and tokens. */
import { newSecret, verifyPassword } from '../auth';
import { AUTHORIZATION_CODE_TTL_MS } from '../config';
import { one, type Queryable } from '../db/database';
import { snowflakeNow } from '../ids';
import type { ApiTokenJSON } from '../../src/api/types';

/** The account whose username (with or without @) and password match, if any. */
export async function accountForLogin(
  db: Queryable,
  username: string,
  password: string,
): Promise<string | undefined> {
  const account = await one<{ id: string; password_hash: string }>(
    db,
    'select id, password_hash from accounts where lower(username) = lower($1)',
    [username.replace(/^@/, '').trim()],
  );
  return account && verifyPassword(password, account.password_hash) ? account.id : undefined;
}

export interface AuthorizationGrant {
  appId: string;
  accountId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

export async function createAuthorizationCode(
  db: Queryable,
  grant: AuthorizationGrant,
): Promise<string> {
  const code = newSecret();
  await db.query(
    `insert into oauth_codes (code, app_id, account_id, redirect_uri, scopes, code_challenge, code_challenge_method, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      code,
      grant.appId,
      grant.accountId,
      grant.redirectUri,
      grant.scopes.join(' '),
      grant.codeChallenge,
      grant.codeChallengeMethod,
      new Date(Date.now() + AUTHORIZATION_CODE_TTL_MS),
    ],
  );
  return code;
}

export interface CodeRow {
  code: string;
  app_id: string;
  account_id: string;
  redirect_uri: string;
  scopes: string;
  code_challenge: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export function findCode(db: Queryable, code: string): Promise<CodeRow | undefined> {
  return one<CodeRow>(db, 'select * from oauth_codes where code = $1', [code]);
}

/** Single use: only the request that marks the code used gets true. */
export async function claimCode(db: Queryable, code: string): Promise<boolean> {
  const claimed = await db.query(
    'update oauth_codes set used_at = now() where code = $1 and used_at is null',
    [code],
  );
  return Boolean(claimed.affectedRows);
}

export async function issueToken(
  db: Queryable,
  appId: string,
  accountId: string | null,
  scopes: string,
): Promise<ApiTokenJSON> {
  const token = newSecret();
  const createdAt = new Date();
  await db.query(
    'insert into oauth_tokens (id, token, app_id, account_id, scopes, created_at) values ($1, $2, $3, $4, $5, $6)',
    [snowflakeNow(), token, appId, accountId, scopes, createdAt],
  );
  return {
    access_token: token,
    token_type: 'Bearer',
    scope: scopes,
    created_at: Math.floor(createdAt.getTime() / 1000),
  };
}

export function findToken(
  db: Queryable,
  token: string,
): Promise<{ id: string; app_id: string } | undefined> {
  return one(db, 'select t.id, t.app_id from oauth_tokens t where t.token = $1', [token]);
}

export async function revokeToken(db: Queryable, id: string): Promise<void> {
  await db.query(
    'update oauth_tokens set revoked_at = now() where id = $1 and revoked_at is null',
    [id],
  );
}
