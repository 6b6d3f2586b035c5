/** Migration for hashtags the reader follows and features on their profile. */
import type { Migration } from './schema';

export const TAGS_MIGRATION: Migration = {
  id: 80,
  name: 'followed and featured hashtags',
  sql: `
-- Names are lower case, as status_tags keeps them; ids are the paging cursor.
create table tag_follows (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  name text not null,
  created_at timestamptz not null,
  unique (account_id, name)
);
create index tag_follows_name on tag_follows (name);

create table featured_tags (
  id bigint primary key,
  account_id bigint not null references accounts on delete cascade,
  name text not null,
  created_at timestamptz not null,
  unique (account_id, name)
);
`,
};
