/**
 * A reader's domain blocks (Mastodon's account_domain_blocks). Blocking a domain purges as
 * Mastodon does: the reader and the domain's accounts stop following each other (requests
 * included), so their posts leave the reader's home, where nothing else delivers them either.
 */
import { DOMAIN_BLOCKS_LIMIT } from '../config';
import { inTransaction, one, type Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import type { Page } from '../http/pagination';
import { snowflakeNow } from '../ids';
import { pagedSelect } from './paging';

/** Accounts of the domain, as SQL over the parameter holding it. */
const ON_DOMAIN = (param: string) =>
  `(select id from accounts where domain is not null and lower(domain) = lower(${param}))`;

export async function blockDomain(db: Queryable, viewer: string, domain: string): Promise<void> {
  const held = await one<{ n: number; has: boolean }>(
    db,
    `select count(*)::int as n, coalesce(bool_or(domain = lower($2)), false) as has
       from account_domain_blocks where account_id = $1`,
    [viewer, domain],
  );
  if (held && !held.has && held.n >= DOMAIN_BLOCKS_LIMIT)
    throw new ApiError(422, `You can block at most ${DOMAIN_BLOCKS_LIMIT} domains`);
  await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into account_domain_blocks (id, account_id, domain, created_at)
       values ($1, $2, lower($3), now()) on conflict (account_id, domain) do nothing`,
      [snowflakeNow(), viewer, domain],
    );
    for (const table of ['follows', 'follow_requests']) {
      await tx.query(
        `delete from ${table} where (account_id = $1 and target_account_id in ${ON_DOMAIN('$2')})
           or (target_account_id = $1 and account_id in ${ON_DOMAIN('$2')})`,
        [viewer, domain],
      );
    }
    await tx.query(
      `delete from feed_entries e where e.feed = 'home' and e.feed_id = $1
         and exists(select 1 from statuses s where s.id = e.status_id
           and s.account_id in ${ON_DOMAIN('$2')})`,
      [viewer, domain],
    );
  });
}

export async function unblockDomain(db: Queryable, viewer: string, domain: string): Promise<void> {
  await db.query('delete from account_domain_blocks where account_id = $1 and domain = lower($2)', [
    viewer,
    domain,
  ]);
}

/** The reader's blocked domains, the latest first. */
export function domainBlockPage(
  db: Queryable,
  viewer: string,
  page: Page,
): Promise<{ id: string; domain: string }[]> {
  return pagedSelect(
    db,
    page,
    'select x.id, x.domain from account_domain_blocks x where x.account_id = $1',
    [viewer],
  );
}
