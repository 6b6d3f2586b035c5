/** Endorsements (Mastodon's account pins): accounts an owner features on their profile. */
import { one, type Queryable } from '../db/database';
import { notAllowed, notFound, validationFailed } from '../http/errors';
import type { Page } from '../http/pagination';
import { snowflakeNow } from '../ids';
import { pagedSelect } from './paging';

/** Mastodon's validation: one endorses only whom one follows. */
const MUST_FOLLOW = 'You must be already following the person you want to endorse';

export async function endorse(db: Queryable, accountId: string, targetId: string): Promise<void> {
  if (accountId === targetId) throw notAllowed();
  const target = await one<{ id: string }>(db, 'select id from accounts where id = $1', [targetId]);
  if (!target) throw notFound();
  const follows = await one(
    db,
    'select 1 from follows where account_id = $1 and target_account_id = $2',
    [accountId, targetId],
  );
  if (!follows) throw validationFailed(MUST_FOLLOW);
  await db.query(
    `insert into account_pins (id, account_id, target_account_id, created_at)
     values ($1, $2, $3, now()) on conflict (account_id, target_account_id) do nothing`,
    [snowflakeNow(), accountId, targetId],
  );
}

export async function unendorse(db: Queryable, accountId: string, targetId: string): Promise<void> {
  const target = await one<{ id: string }>(db, 'select id from accounts where id = $1', [targetId]);
  if (!target) throw notFound();
  await db.query('delete from account_pins where account_id = $1 and target_account_id = $2', [
    accountId,
    targetId,
  ]);
}

/** Whom an account endorses, newest endorsement first (paged by the pin's id). */
export function endorsementPage(
  db: Queryable,
  accountId: string,
  page: Page,
): Promise<{ id: string; account_id: string }[]> {
  return pagedSelect(
    db,
    page,
    `select x.id, x.target_account_id as account_id from account_pins x where x.account_id = $1`,
    [accountId],
  );
}
