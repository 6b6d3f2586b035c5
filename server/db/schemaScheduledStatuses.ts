import type { Migration } from './schema';

/**
 * Posts waiting for their time: the request's params as given, and the media they will carry
 * (still unattached to any status, so nothing else can take them meanwhile).
 */
export const SCHEDULED_STATUSES_MIGRATION: Migration = {
  id: 200,
  name: 'scheduled statuses',
  sql: `
create table scheduled_statuses (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  application_id bigint,
  local_host text,
  scheduled_at timestamptz not null,
  params jsonb not null,
  created_at timestamptz not null
);
create index scheduled_statuses_account on scheduled_statuses (account_id, id);
create index scheduled_statuses_due on scheduled_statuses (scheduled_at);

alter table media_attachments
  add column scheduled_status_id bigint references scheduled_statuses on delete set null;
`,
};
