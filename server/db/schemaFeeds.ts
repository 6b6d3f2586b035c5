/**
 * Migrations for lists and antennas, the feed entries antennas deliver into, and the list a
 * list_status notification is about.
 */
import type { Migration } from './schema';

export const FEEDS_MIGRATION: Migration = {
  id: 40,
  name: 'lists, antennas and feed entries',
  sql: `
create table lists (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  title text not null,
  replies_policy text not null default 'list',
  exclusive boolean not null default false,
  notify boolean not null default false,
  created_at timestamptz not null
);
create index lists_account on lists (account_id);

create table list_accounts (
  id bigint primary key,
  list_id bigint not null references lists on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  unique (list_id, account_id)
);
create index list_accounts_account on list_accounts (account_id);

create table antennas (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  title text not null,
  -- null: home (insert_feeds) or the antenna's own timeline.
  list_id bigint references lists on delete set null,
  stl boolean not null default false,
  ltl boolean not null default false,
  insert_feeds boolean not null default false,
  with_media_only boolean not null default false,
  ignore_reblog boolean not null default false,
  created_at timestamptz not null
);
create index antennas_account on antennas (account_id);
create index antennas_list on antennas (list_id);

-- An antenna's conditions; exclude marks an exclusion rather than a condition.
create table antenna_accounts (
  id bigint primary key,
  antenna_id bigint not null references antennas on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  exclude boolean not null,
  unique (antenna_id, exclude, account_id)
);
create index antenna_accounts_account on antenna_accounts (account_id);

create table antenna_domains (
  id bigint primary key,
  antenna_id bigint not null references antennas on delete cascade,
  name text not null,
  exclude boolean not null,
  unique (antenna_id, exclude, name)
);

create table antenna_tags (
  id bigint primary key,
  antenna_id bigint not null references antennas on delete cascade,
  name text not null,
  exclude boolean not null,
  unique (antenna_id, exclude, name)
);

create table antenna_keywords (
  id bigint primary key,
  antenna_id bigint not null references antennas on delete cascade,
  keyword text not null,
  exclude boolean not null,
  unique (antenna_id, exclude, keyword)
);

-- A status delivered into a feed by something other than following: an antenna's own timeline
-- (feed 'antenna', feed_id the antenna), a home timeline ('home', the owner) or a list ('list').
create table feed_entries (
  feed text not null,
  feed_id bigint not null,
  account_id bigint not null references accounts on delete cascade,
  status_id bigint not null references statuses on delete cascade,
  primary key (feed, feed_id, status_id)
);
create index feed_entries_status on feed_entries (status_id);
`,
};

export const LIST_NOTIFICATIONS_MIGRATION: Migration = {
  id: 41,
  name: 'list_status notifications',
  sql: `
-- The list whose timeline a list_status notification's post appeared in (kmyblue's ListStatus);
-- deleting the list takes its notifications with it.
alter table notifications add column list_id bigint references lists on delete cascade;
create index notifications_list on notifications (list_id) where list_id is not null;
`,
};
