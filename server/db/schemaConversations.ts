/**
 * Migration for direct conversations (Mastodon's AccountConversation: one row per reader and set
 * of other participants) and announcements with their reactions and who has read them.
 */
import type { Migration } from './schema';

export const CONVERSATIONS_MIGRATION: Migration = {
  id: 110,
  name: 'conversations and announcements',
  sql: `
create table account_conversations (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  -- The others in it, sorted, so one set of people is one conversation.
  participant_ids bigint[] not null,
  -- Its direct posts; the newest still there is its last status.
  status_ids bigint[] not null default '{}',
  unread boolean not null default false,
  unique (account_id, participant_ids)
);

create table announcements (
  id bigint primary key,
  text text not null,
  starts_at timestamptz,
  ends_at timestamptz,
  all_day boolean not null default false,
  published_at timestamptz not null,
  updated_at timestamptz not null
);

create table announcement_reads (
  announcement_id bigint not null references announcements on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  primary key (announcement_id, account_id)
);

create table announcement_reactions (
  announcement_id bigint not null references announcements on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  name text not null,
  created_at timestamptz not null,
  primary key (announcement_id, account_id, name)
);
`,
};
