/**
 * Migrations, applied in order on start. Never edit one that has shipped: add a new one.
 * Ids are snowflakes (see ids.ts), stored as bigint and read back as strings.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'core',
    sql: `
create table accounts (
  id bigint primary key,
  username text not null,
  display_name text not null default '',
  note text not null default '',
  fields jsonb not null default '[]',
  avatar_path text,
  header_path text,
  locked boolean not null default false,
  bot boolean not null default false,
  discoverable boolean not null default true,
  password_hash text not null,
  privacy text not null default 'public',
  searchability text not null default 'private',
  language text not null default 'en',
  sensitive boolean not null default false,
  created_at timestamptz not null
);
create unique index accounts_username on accounts (lower(username));

create table follows (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  show_reblogs boolean not null default true,
  notify boolean not null default false,
  created_at timestamptz not null,
  unique (account_id, target_account_id)
);
create index follows_target on follows (target_account_id);

create table statuses (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  text text not null default '',
  spoiler_text text not null default '',
  sensitive boolean not null default false,
  visibility text not null default 'public',
  limited_scope text,
  searchability text not null default 'public',
  language text,
  markdown boolean not null default false,
  in_reply_to_id bigint,
  in_reply_to_account_id bigint,
  reblog_of_id bigint references statuses on delete cascade,
  application_id bigint,
  created_at timestamptz not null,
  edited_at timestamptz
);
create index statuses_account on statuses (account_id, id desc);
create index statuses_reblog on statuses (reblog_of_id);
create index statuses_reply on statuses (in_reply_to_id);

create table mentions (
  status_id bigint not null references statuses on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  primary key (status_id, account_id)
);
create index mentions_account on mentions (account_id);

create table status_tags (
  status_id bigint not null references statuses on delete cascade,
  name text not null,
  primary key (status_id, name)
);
create index status_tags_name on status_tags (name, status_id desc);

create table status_references (
  status_id bigint not null references statuses on delete cascade,
  target_status_id bigint not null references statuses on delete cascade,
  primary key (status_id, target_status_id)
);

create table media_attachments (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  status_id bigint references statuses on delete cascade,
  position integer not null default 0,
  type text not null,
  file_path text not null,
  preview_path text not null,
  meta jsonb,
  description text,
  blurhash text,
  created_at timestamptz not null
);
create index media_status on media_attachments (status_id);

create table favourites (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  status_id bigint not null references statuses on delete cascade,
  created_at timestamptz not null,
  unique (account_id, status_id)
);
create index favourites_status on favourites (status_id);

create table bookmarks (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  status_id bigint not null references statuses on delete cascade,
  created_at timestamptz not null,
  unique (account_id, status_id)
);

create table status_pins (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  status_id bigint not null references statuses on delete cascade,
  created_at timestamptz not null,
  unique (account_id, status_id)
);

create table custom_emojis (
  shortcode text primary key,
  category text,
  visible_in_picker boolean not null default true,
  sensitive boolean not null default false,
  file_path text not null,
  width integer not null default 128,
  height integer not null default 128,
  aliases jsonb not null default '[]',
  license text
);

create table oauth_apps (
  id bigint primary key,
  name text not null,
  website text,
  redirect_uris text[] not null,
  scopes text not null,
  client_id text not null unique,
  client_secret text not null,
  created_at timestamptz not null
);

create table oauth_codes (
  code text primary key,
  app_id bigint not null references oauth_apps on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  redirect_uri text not null,
  scopes text not null,
  code_challenge text,
  code_challenge_method text,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table oauth_tokens (
  id bigint primary key,
  token text not null unique,
  app_id bigint not null references oauth_apps on delete cascade,
  account_id bigint references accounts on delete cascade,
  scopes text not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);

create table notifications (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  from_account_id bigint not null references accounts on delete cascade,
  type text not null,
  status_id bigint references statuses on delete cascade,
  group_key text not null,
  created_at timestamptz not null
);
create index notifications_account on notifications (account_id, id desc);

create table markers (
  account_id bigint not null references accounts on delete cascade,
  timeline text not null,
  last_read_id text not null,
  version integer not null default 1,
  updated_at timestamptz not null,
  primary key (account_id, timeline)
);

create table idempotency_keys (
  account_id bigint not null references accounts on delete cascade,
  key text not null,
  status_id bigint not null references statuses on delete cascade,
  created_at timestamptz not null,
  primary key (account_id, key)
);

create table web_settings (
  account_id bigint primary key references accounts on delete cascade,
  data jsonb not null,
  updated_at timestamptz not null
);

create table dismissed_suggestions (
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  primary key (account_id, target_account_id)
);
`,
  },
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
];
