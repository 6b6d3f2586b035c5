/** Mastodon 4.3's filtered notifications: the policy, requests from filtered senders, permissions. */
import type { Migration } from './schema';
export const NOTIFICATION_REQUESTS_MIGRATION: Migration = {
  id: 100,
  name: 'notification policies, requests and permissions',
  sql: `
-- No row means Mastodon's defaults.
create table notification_policies (
  account_id bigint primary key references accounts on delete cascade,
  for_not_following text not null default 'accept',
  for_not_followers text not null default 'accept',
  for_new_accounts text not null default 'accept',
  for_private_mentions text not null default 'filter',
  for_limited_accounts text not null default 'filter'
);

-- A filtered notification stays out of the lists and streams until its request is accepted.
alter table notifications add column filtered boolean not null default false;
create index notifications_filtered on notifications (account_id, from_account_id) where filtered;

create table notification_requests (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  from_account_id bigint not null references accounts on delete cascade,
  last_status_id bigint references statuses on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, from_account_id)
);

-- An accepted sender: their later notifications are never filtered.
create table notification_permissions (
  account_id bigint not null references accounts on delete cascade,
  from_account_id bigint not null references accounts on delete cascade,
  primary key (account_id, from_account_id)
);
`,
};
