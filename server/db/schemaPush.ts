import type { Migration } from './schema';

/** Web Push: the server's VAPID key pair (one per data directory) and one subscription per token. */
export const PUSH_MIGRATION: Migration = {
  id: 120,
  name: 'web push subscriptions and the VAPID key pair',
  sql: `
create table vapid_keys (
  id integer primary key check (id = 1),
  public_key text not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

create table web_push_subscriptions (
  id bigint primary key,
  token_id bigint not null unique references oauth_tokens on delete cascade,
  account_id bigint not null references accounts on delete cascade,
  endpoint text not null,
  key_p256dh text not null,
  key_auth text not null,
  alerts jsonb not null,
  policy text not null default 'all',
  created_at timestamptz not null
);
create index web_push_subscriptions_account on web_push_subscriptions (account_id);
`,
};
