/** Migration 60: follow requests, domain blocks, hidden collections and remote domains. */
import type { Migration } from './schema';

export const ACCOUNT_LISTS_MIGRATION: Migration = {
  id: 60,
  name: 'follow requests, domain blocks and hidden collections',
  sql: `
-- A follow of a locked account waits here until the account authorizes or rejects it.
create table follow_requests (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  show_reblogs boolean not null default true,
  notify boolean not null default false,
  created_at timestamptz not null,
  unique (account_id, target_account_id)
);
create index follow_requests_target on follow_requests (target_account_id, id);

-- A reader's blocked domains (Mastodon's account_domain_blocks).
create table account_domain_blocks (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  domain text not null,
  created_at timestamptz not null,
  unique (account_id, domain)
);

-- kmyblue's hide_network: the account's followers and follows are shown to no one else.
alter table accounts add column if not exists hide_collections boolean not null default false;
-- The server an account lives on; null for this server's own accounts.
alter table accounts add column domain text;
create index accounts_domain on accounts (lower(domain)) where domain is not null;
`,
};
