/** The paginated lists of accounts and statuses: who did something, and what the reader did. */
import { one, type Queryable } from '../db/database';
import type { Page } from '../http/pagination';
import { pagedSelect } from './paging';

export async function accountExists(db: Queryable, id: string): Promise<boolean> {
  return (await one(db, 'select 1 from accounts where id = $1', [id])) !== undefined;
}

/** Whether the account hides whom it follows and who follows it (kmyblue's hide_network). */
export async function collectionsHidden(db: Queryable, id: string): Promise<boolean> {
  const row = await one<{ hide_collections: boolean }>(
    db,
    'select hide_collections from accounts where id = $1',
    [id],
  );
  return row?.hide_collections ?? false;
}

/** An account's followers or the accounts it follows, by when the follow was made. */
export function followPage(
  db: Queryable,
  accountId: string,
  direction: 'followers' | 'following',
  page: Page,
): Promise<{ id: string; account_id: string }[]> {
  const [mine, theirs] =
    direction === 'followers'
      ? ['target_account_id', 'account_id']
      : ['account_id', 'target_account_id'];
  return pagedSelect(
    db,
    page,
    `select x.id, x.${theirs} as account_id from follows x where x.${mine} = $1`,
    [accountId],
  );
}

/** The reader's blocks, or their mutes still in force. */
export function blockOrMutePage(
  db: Queryable,
  viewer: string,
  table: 'blocks' | 'mutes',
  page: Page,
): Promise<{ id: string; target_account_id: string; expires_at?: Date | null }[]> {
  const live = table === 'mutes' ? '(x.expires_at is null or x.expires_at > now())' : 'true';
  return pagedSelect(db, page, `select x.* from ${table} x where x.account_id = $1 and ${live}`, [
    viewer,
  ]);
}

/** Who did something to a status: each row keyed by its own id (the cursor). */
const ACTORS = {
  favourited_by: 'favourites x where x.status_id = $1',
  reblogged_by: 'statuses x where x.reblog_of_id = $1',
  emoji_reactioned_by: 'emoji_reactions x where x.status_id = $1',
  mentioned_by:
    '(select account_id as id, account_id, status_id from mentions) x where x.status_id = $1',
  quoted_by: `(select id, account_id, quote_of_id from statuses where quote_state = 'accepted') x
       where x.quote_of_id = $1`,
} as const;

export function actorPage(
  db: Queryable,
  statusId: string,
  action: keyof typeof ACTORS,
  page: Page,
): Promise<{ id: string; account_id: string }[]> {
  return pagedSelect(db, page, `select x.id, x.account_id from ${ACTORS[action]}`, [statusId]);
}

/** What the reader favourited, bookmarked or reacted to, by when they did. */
const MARKED = {
  favourites: 'favourites x where x.account_id = $1',
  bookmarks: 'bookmarks x where x.account_id = $1',
  emoji_reactions: `(select max(id) as id, status_id from emoji_reactions
           where account_id = $1 group by status_id) x where true`,
} as const;

export function markedStatusPage(
  db: Queryable,
  viewer: string,
  kind: keyof typeof MARKED,
  page: Page,
): Promise<{ id: string; status_id: string }[]> {
  return pagedSelect(db, page, `select x.id, x.status_id from ${MARKED[kind]}`, [viewer]);
}
