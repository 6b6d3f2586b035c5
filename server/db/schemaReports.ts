import type { Migration } from './schema';

/** Reports filed by readers; there are no moderators to act on them, so they stay open. */
export const REPORTS_MIGRATION: Migration = {
  id: 150,
  name: 'reports',
  sql: `
create table reports (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  target_account_id bigint not null references accounts on delete cascade,
  status_ids bigint[] not null default '{}',
  rule_ids text[] not null default '{}',
  comment text not null default '',
  category text not null,
  forwarded boolean not null default false,
  created_at timestamptz not null
);
create index reports_target on reports (target_account_id);
`,
};
