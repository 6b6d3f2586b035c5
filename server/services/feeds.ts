/**
 * What belongs in the feeds beyond following: list timelines, what exclusive lists keep out of
 * home, and what antennas delivered (feed_entries). The timelines and the streaming dispatcher
 * share these SQL fragments so a stream carries what its timeline shows.
 */
import { rows, type Queryable } from '../db/database';
import { silencedSql } from './blocks';
import { visibleWithReblogSql } from './visibility';

export type FeedKind = 'home' | 'list' | 'antenna';

/** SQL: status `s` was delivered into feed `kind` number `id` (the owner's id for home). */
export const deliveredSql = (kind: FeedKind, id: string, s = 's'): string =>
  `exists(select 1 from feed_entries fe where fe.feed = '${kind}' and fe.feed_id = ${id} and fe.status_id = ${s}.id)`;

const follows = (from: string, to: string, extra = ''): string =>
  `exists(select 1 from follows ff where ff.account_id = ${from} and ff.target_account_id = ${to}${extra})`;

/**
 * SQL: list `l` shows status `s` (its boosted post joined as `o`), as kmyblue's list feed
 * filters do. Posts and boosts by members (boosts unless the owner hides that member's boosts)
 * and what antennas delivered into it; never direct posts, nothing the owner may not read or
 * has silenced. A reply to someone else shows when it replies to the owner, and otherwise by
 * the replies policy: `followed` to anyone the owner follows, `list` to a followed member,
 * `none` to no one else.
 */
export function listShowsSql(l: string, s = 's', o = 'o'): string {
  const owner = `${l}.account_id`;
  const member = (a: string): string =>
    `exists(select 1 from list_accounts lm where lm.list_id = ${l}.id and lm.account_id = ${a})`;
  const to = `${s}.in_reply_to_account_id`;
  return `((${member(`${s}.account_id`)} and (${s}.reblog_of_id is null
        or not ${follows(owner, `${s}.account_id`, ' and not ff.show_reblogs')}))
      or ${deliveredSql('list', `${l}.id`, s)})
    and ${s}.visibility <> 'direct'
    and (${to} is null or ${to} = ${s}.account_id or ${to} = ${owner}
      or (${l}.replies_policy = 'followed' and ${follows(owner, to)})
      or (${l}.replies_policy = 'list' and ${follows(owner, to)} and ${member(to)}))
    and ${visibleWithReblogSql(s, o, owner)}
    and not ${silencedSql(owner, `${s}.account_id`)}
    and (${o}.id is null or not ${silencedSql(owner, `${o}.account_id`)})`;
}

/**
 * SQL: reader `v` keeps posts by account `a` out of home: `a` is in one of the reader's
 * exclusive lists, or among the accounts of an antenna that feeds one.
 */
export function exclusiveSql(v: string, a: string): string {
  return `(exists(select 1 from lists xl join list_accounts xa on xa.list_id = xl.id
        where xl.account_id = ${v} and xl.exclusive and xa.account_id = ${a})
      or exists(select 1 from lists xl join antennas xn on xn.list_id = xl.id and xn.insert_feeds
        join antenna_accounts xaa on xaa.antenna_id = xn.id and not xaa.exclude
        where xl.account_id = ${v} and xl.exclusive and xaa.account_id = ${a}))`;
}

/** Where one status goes beyond follows and public streams, read once per status. */
export interface StatusFeeds {
  /** Stream keys `list:<id>` and `antenna:<id>` whose timelines show it. */
  keys: Set<string>;
  /** Readers whose home an antenna delivered it into. */
  homeOwners: Set<string>;
  /** Readers who keep its author out of home through an exclusive list. */
  excludedFrom: Set<string>;
}

export async function statusFeeds(db: Queryable, statusId: string): Promise<StatusFeeds> {
  const found = await rows<{ key: string; kind: string }>(
    db,
    `select 'list:' || l.id as key, 'stream' as kind
       from statuses s left join statuses o on o.id = s.reblog_of_id cross join lists l
       where s.id = $1 and ${listShowsSql('l')}
     union all
     select fe.feed || ':' || fe.feed_id, 'stream' from feed_entries fe
       where fe.status_id = $1 and fe.feed = 'antenna'
     union all
     select fe.account_id::text, 'home' from feed_entries fe
       where fe.status_id = $1 and fe.feed = 'home'
     union all
     select a.id::text, 'excluded' from statuses s cross join accounts a
       where s.id = $1 and a.id <> s.account_id and ${exclusiveSql('a.id', 's.account_id')}`,
    [statusId],
  );
  const of = (kind: string) => new Set(found.filter((r) => r.kind === kind).map((r) => r.key));
  return { keys: of('stream'), homeOwners: of('home'), excludedFrom: of('excluded') };
}
