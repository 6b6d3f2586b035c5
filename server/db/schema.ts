/**
 * Migrations, applied in order on start. Never edit one that has shipped: add a new one.
 * Ids are snowflakes (see ids.ts), stored as bigint and read back as strings.
 */
import { CORE_MIGRATION } from './schemaCore';
import { ACCOUNT_LISTS_MIGRATION } from './schemaAccountLists';
import { FEEDS_MIGRATION, LIST_NOTIFICATIONS_MIGRATION } from './schemaFeeds';
import { TAGS_MIGRATION } from './schemaTags';
import { PROFILES_MIGRATION } from './schemaProfiles';
import { NOTIFICATION_REQUESTS_MIGRATION } from './schemaNotificationRequests';
import { PUSH_MIGRATION } from './schemaPush';
import { CONVERSATIONS_MIGRATION } from './schemaConversations';
import { REPORTS_MIGRATION } from './schemaReports';
import { SCHEDULED_STATUSES_MIGRATION } from './schemaScheduledStatuses';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  CORE_MIGRATION,
  {
    id: 2,
    name: 'polls, quotes, emoji reactions, circles and media processing',
    sql: `
create table polls (
  status_id bigint primary key references statuses on delete cascade,
  options jsonb not null,
  multiple boolean not null default false,
  hide_totals boolean not null default false,
  expires_at timestamptz
);

create table poll_votes (
  status_id bigint not null references polls on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  choice integer not null,
  created_at timestamptz not null,
  primary key (status_id, account_id, choice)
);

alter table statuses add column quote_of_id bigint references statuses on delete set null;
alter table statuses add column quote_approval_policy text not null default 'public';

create table emoji_reactions (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  status_id bigint not null references statuses on delete cascade,
  name text not null,
  created_at timestamptz not null,
  unique (account_id, status_id, name)
);
create index emoji_reactions_status on emoji_reactions (status_id);

create table circles (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  title text not null,
  created_at timestamptz not null
);

create table circle_accounts (
  circle_id bigint not null references circles on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  primary key (circle_id, account_id)
);

alter table statuses add column circle_id bigint references circles on delete set null;

alter table media_attachments add column thumbnail_path text;
alter table media_attachments add column ready_at timestamptz not null default now();
`,
  },
  {
    id: 3,
    name: 'preview cards, status edits, reaction decks and emoji reaction policy',
    sql: `
create table preview_cards (
  id bigint primary key,
  url text not null unique,
  type text not null default 'link',
  title text not null default '',
  description text not null default '',
  provider_name text not null default '',
  provider_url text not null default '',
  author_name text not null default '',
  author_url text not null default '',
  author_account_id bigint references accounts on delete set null,
  image_path text,
  image_description text not null default '',
  width integer not null default 0,
  height integer not null default 0,
  blurhash text,
  html text not null default '',
  embed_url text not null default '',
  language text,
  published_at timestamptz
);

alter table statuses add column preview_card_id bigint references preview_cards on delete set null;

create table status_edits (
  id bigint primary key,
  status_id bigint not null references statuses on delete cascade,
  text text not null,
  spoiler_text text not null default '',
  sensitive boolean not null default false,
  created_at timestamptz not null
);
create index status_edits_status on status_edits (status_id, id);

create table reaction_decks (
  account_id bigint primary key references accounts on delete cascade,
  emojis jsonb not null default '[]'
);

alter table accounts add column emoji_reaction_policy text not null default 'allow';

alter table statuses add column quote_state text not null default 'accepted';
`,
  },
  {
    id: 20,
    name: 'blocks, mutes, conversation mutes, filters and bookmark categories',
    sql: `
create table blocks (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  created_at timestamptz not null,
  unique (account_id, target_account_id)
);
create index blocks_target on blocks (target_account_id);

create table mutes (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  hide_notifications boolean not null default true,
  expires_at timestamptz,
  created_at timestamptz not null,
  unique (account_id, target_account_id)
);

-- The first post of the thread a status belongs to: what a conversation mute names.
create function conversation_root(start bigint) returns bigint language sql stable as $$
  with recursive up(id, parent, depth) as (
    select id, in_reply_to_id, 0 from statuses where id = start
    union all
    select s.id, s.in_reply_to_id, up.depth + 1 from statuses s join up on s.id = up.parent
      where up.depth < 200
  )
  select id from up order by depth desc limit 1
$$;

create table conversation_mutes (
  account_id bigint not null references accounts on delete cascade,
  root_status_id bigint not null references statuses on delete cascade,
  primary key (account_id, root_status_id)
);

create table filters (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  title text not null,
  context text[] not null,
  action text not null default 'warn',
  expires_at timestamptz,
  created_at timestamptz not null
);
create index filters_account on filters (account_id);

create table filter_keywords (
  id bigint primary key,
  filter_id bigint not null references filters on delete cascade,
  keyword text not null,
  whole_word boolean not null default true
);

create table filter_statuses (
  id bigint primary key,
  filter_id bigint not null references filters on delete cascade,
  status_id bigint not null references statuses on delete cascade,
  unique (filter_id, status_id)
);

create table bookmark_categories (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  title text not null,
  created_at timestamptz not null
);

create table bookmark_category_statuses (
  id bigint primary key,
  category_id bigint not null references bookmark_categories on delete cascade,
  status_id bigint not null references statuses on delete cascade,
  unique (category_id, status_id)
);
`,
  },
  {
    id: 21,
    name: 'emoji reaction notifications',
    sql: `
-- The reaction an emoji_reaction notification is about (kmyblue's activity): it names the emoji,
-- and taking the reaction back takes the notification with it.
alter table notifications add column emoji_reaction_id bigint references emoji_reactions on delete cascade;
create index notifications_emoji_reaction on notifications (emoji_reaction_id)
  where emoji_reaction_id is not null;
`,
  },
  {
    id: 22,
    name: 'kmyblue filter options',
    sql: `
-- kmyblue's switches on a filter; with_quote is on unless turned off, as in kmyblue.
alter table filters add column exclude_follows boolean not null default false;
alter table filters add column exclude_localusers boolean not null default false;
alter table filters add column with_quote boolean not null default true;
alter table filters add column with_profile boolean not null default false;
`,
  },
  FEEDS_MIGRATION,
  LIST_NOTIFICATIONS_MIGRATION,
  PROFILES_MIGRATION,
  ACCOUNT_LISTS_MIGRATION,
  TAGS_MIGRATION,
  NOTIFICATION_REQUESTS_MIGRATION,
  CONVERSATIONS_MIGRATION,
  PUSH_MIGRATION,
  REPORTS_MIGRATION,
  SCHEDULED_STATUSES_MIGRATION,
];
