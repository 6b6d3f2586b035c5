/**
 * Local accounts made directly, for load figures and tests that need more readers than the seed
 * has: the sandbox has no sign-up. Each signs in with the password given.
 */
import { hashPassword } from '../auth';
import { one, type Queryable } from '../db/database';
import { snowflakeNow } from '../ids';

/** Makes the accounts (one password hash shared by all of them); their ids by username. */
export async function createLocalAccounts(
  db: Queryable,
  usernames: string[],
  password: string,
): Promise<Map<string, string>> {
  const passwordHash = hashPassword(password);
  const ids = new Map<string, string>();
  for (const username of usernames) {
    const id = snowflakeNow();
    await db.query(
      `insert into accounts (id, username, display_name, password_hash, created_at)
       values ($1, $2, $2, $3, now())`,
      [id, username, passwordHash],
    );
    ids.set(username, id);
  }
  return ids;
}

export async function accountIdOf(db: Queryable, username: string): Promise<string | null> {
  const row = await one<{ id: string }>(db, 'select id from accounts where username = $1', [
    username,
  ]);
  return row?.id ?? null;
}
