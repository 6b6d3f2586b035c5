/** Migration 1: the core tables. Never edit it: add a new migration in schema.ts. */
import type { Migration } from './schema';

export const CORE_MIGRATION: Migration = {
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
};
