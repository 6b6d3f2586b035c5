/**
 * Migration for profiles and what readers keep about an account: the profile's switches
 * (indexable, hide_collections, kmyblue's other_settings), moderation states (memorial,
 * limited, moved), roles, private notes, endorsements and a follow's languages.
 */
import type { Migration } from './schema';

export const PROFILES_MIGRATION: Migration = {
  id: 50,
  name: 'profiles, roles, account notes and endorsements',
  sql: `
create table account_roles (
  id bigint primary key,
  name text not null,
  color text not null default '',
  highlighted boolean not null default true
);

alter table accounts add column indexable boolean not null default true;
alter table accounts add column if not exists hide_collections boolean not null default false;
alter table accounts add column memorial boolean not null default false;
alter table accounts add column limited boolean not null default false;
alter table accounts add column moved_to_account_id bigint references accounts on delete set null;
alter table accounts add column role_id bigint references account_roles on delete set null;
-- kmyblue's other_settings the owner chose; absent keys are off.
alter table accounts add column other_settings jsonb not null default '{}';

alter table follows add column languages text[];

create table account_notes (
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  comment text not null,
  primary key (account_id, target_account_id)
);

create table account_pins (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  created_at timestamptz not null,
  unique (account_id, target_account_id)
);
`,
};
