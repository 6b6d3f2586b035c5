/** The queries behind every status timeline; each returns ids, newest first. */
import { rows, type Queryable } from '../db/database';
import { newestFirst, pageSql, type Page } from '../http/pagination';
import { silencedSql } from './blocks';
import { deliveredSql, exclusiveSql, listShowsSql } from './feeds';
import { visibleWithReblogSql } from './visibility';

async function pageOfIds(
  db: Queryable,
  from: string,
  conditions: string[],
  params: unknown[],
  page: Page,
): Promise<string[]> {
  const paging = pageSql('s.id', page, params);
  const found = await rows<{ id: string }>(
    db,
    `select s.id from ${from} where ${[...conditions, paging.where].join(' and ')} order by ${paging.order} ${paging.limit}`,
    params,
  );
  return newestFirst(found, paging.ascending).map((row) => row.id);
}

const BOOSTS = 'statuses s left join statuses o on o.id = s.reblog_of_id';
const WITH_MEDIA = (alias: string): string =>
  `exists(select 1 from media_attachments m where m.status_id = ${alias})`;
/** Replies to someone else are left out of public timelines, as in Mastodon. */
/** Blocked and muted authors (of the post or of what it boosts) stay out of timelines. */
const NOT_SILENCED = (v: string): string =>
  `not ${silencedSql(v, 's.account_id')} and (s.reblog_of_id is null or not ${silencedSql(v, 'o.account_id')})`;
const NOT_REPLY_TO_OTHER =
  '(s.in_reply_to_account_id is null or s.in_reply_to_account_id = s.account_id)';

/** A listed original post using a hashtag the reader follows comes home, as in Mastodon. */
const FOLLOWED_TAG = (v: string): string =>
  `(s.reblog_of_id is null and s.visibility in ('public', 'public_unlisted') and exists(
     select 1 from tag_follows tf join status_tags st on st.name = tf.name
     where tf.account_id = ${v} and st.status_id = s.id))`;

export async function homeTimeline(db: Queryable, viewerId: string, page: Page): Promise<string[]> {
  const followed = (target: string): string =>
    `exists(select 1 from follows f where f.account_id = $1 and f.target_account_id = ${target})`;
  return pageOfIds(
    db,
    BOOSTS,
    [
      `(s.account_id = $1 or exists(select 1 from follows f where f.account_id = $1
          and f.target_account_id = s.account_id and (s.reblog_of_id is null or f.show_reblogs))
          or ${deliveredSql('home', '$1')} or ${FOLLOWED_TAG('$1')})`,
      // Members of the reader's exclusive lists are read in those lists instead.
      `(s.account_id = $1 or not ${exclusiveSql('$1', 's.account_id')})`,
      `s.visibility <> 'direct'`,
      // A reply shows only when its addressee is the reader, the author, or someone the reader follows.
      `(s.in_reply_to_account_id is null or s.in_reply_to_account_id in (s.account_id, $1) or s.account_id = $1
          or ${followed('s.in_reply_to_account_id')})`,
      visibleWithReblogSql('s', 'o', '$1'),
      NOT_SILENCED('$1'),
    ],
    [viewerId],
    page,
  );
}

export interface PublicOptions {
  local: boolean;
  remote: boolean;
  onlyMedia: boolean;
}

function listedSql(viewerParam: string): string {
  return `(s.visibility in ('public', 'public_unlisted') or (s.visibility = 'login' and ${viewerParam}::bigint is not null))`;
}

export async function publicTimeline(
  db: Queryable,
  viewerId: string | null,
  options: PublicOptions,
  page: Page,
): Promise<string[]> {
  // Every account here is local: the remote timeline is empty.
  if (options.remote && !options.local) return [];
  const conditions = [
    's.reblog_of_id is null',
    listedSql('$1'),
    NOT_REPLY_TO_OTHER,
    `not ${silencedSql('$1', 's.account_id')}`,
  ];
  if (options.onlyMedia) conditions.push(WITH_MEDIA('s.id'));
  return pageOfIds(db, 'statuses s', conditions, [viewerId], page);
}

export async function tagTimeline(
  db: Queryable,
  viewerId: string | null,
  tags: { tag: string; any: string[]; all: string[]; none: string[] },
  options: PublicOptions,
  page: Page,
): Promise<string[]> {
  if (options.remote && !options.local) return [];
  const params: unknown[] = [viewerId, [tags.tag, ...tags.any].map((t) => t.toLowerCase())];
  const conditions = [
    's.reblog_of_id is null',
    listedSql('$1'),
    'exists(select 1 from status_tags t where t.status_id = s.id and t.name = any($2::text[]))',
    `not ${silencedSql('$1', 's.account_id')}`,
  ];
  for (const tag of tags.all) {
    params.push(tag.toLowerCase());
    conditions.push(
      `exists(select 1 from status_tags t where t.status_id = s.id and t.name = $${params.length})`,
    );
  }
  if (tags.none.length) {
    params.push(tags.none.map((t) => t.toLowerCase()));
    conditions.push(
      `not exists(select 1 from status_tags t where t.status_id = s.id and t.name = any($${params.length}::text[]))`,
    );
  }
  if (options.onlyMedia) conditions.push(WITH_MEDIA('s.id'));
  return pageOfIds(db, 'statuses s', conditions, params, page);
}

/** Listed original posts whose preview card is the one at `url` (Mastodon 4.3's link timeline). */
export async function linkTimeline(
  db: Queryable,
  viewerId: string | null,
  cardId: string,
  page: Page,
): Promise<string[]> {
  return pageOfIds(
    db,
    'statuses s',
    [
      's.reblog_of_id is null',
      listedSql('$1'),
      's.preview_card_id = $2',
      `not ${silencedSql('$1', 's.account_id')}`,
    ],
    [viewerId, cardId],
    page,
  );
}

export interface AccountTimelineOptions {
  pinned: boolean;
  onlyMedia: boolean;
  excludeReplies: boolean;
  excludeReblogs: boolean;
  tagged: string | null;
}

export async function accountTimeline(
  db: Queryable,
  viewerId: string | null,
  accountId: string,
  options: AccountTimelineOptions,
  page: Page,
): Promise<string[]> {
  const params: unknown[] = [viewerId, accountId];
  const conditions = [
    's.account_id = $2',
    `(s.visibility <> 'direct' or s.account_id = $1::bigint)`,
    visibleWithReblogSql('s', 'o', '$1'),
    `not exists(select 1 from blocks bl where bl.account_id = $2 and bl.target_account_id = $1::bigint)`,
    `(s.reblog_of_id is null or not ${silencedSql('$1', 'o.account_id')})`,
  ];
  if (options.pinned)
    conditions.push(
      'exists(select 1 from status_pins p where p.status_id = s.id and p.account_id = s.account_id)',
    );
  if (options.onlyMedia) conditions.push('s.reblog_of_id is null', WITH_MEDIA('s.id'));
  if (options.excludeReplies) conditions.push(NOT_REPLY_TO_OTHER);
  if (options.excludeReblogs) conditions.push('s.reblog_of_id is null');
  if (options.tagged) {
    params.push(options.tagged.toLowerCase());
    conditions.push(
      `exists(select 1 from status_tags t where t.status_id = s.id and t.name = $${params.length})`,
    );
  }
  return pageOfIds(db, BOOSTS, conditions, params, page);
}

/** A list's timeline as its owner reads it (listShowsSql). */
export async function listTimeline(db: Queryable, listId: string, page: Page): Promise<string[]> {
  return pageOfIds(
    db,
    `${BOOSTS} cross join lists l`,
    ['l.id = $1', listShowsSql('l')],
    [listId],
    page,
  );
}

/** What antennas delivered into an antenna's own timeline, as its owner may read it. */
export async function antennaTimeline(
  db: Queryable,
  antenna: { id: string; ownerId: string },
  page: Page,
): Promise<string[]> {
  return pageOfIds(
    db,
    BOOSTS,
    [deliveredSql('antenna', '$1'), visibleWithReblogSql('s', 'o', '$2'), NOT_SILENCED('$2')],
    [antenna.id, antenna.ownerId],
    page,
  );
}
