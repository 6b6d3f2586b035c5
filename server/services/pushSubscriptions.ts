/** Web Push subscriptions (one per token) and the server's VAPID key pair. */
import type { ApiPushPolicy } from '../../src/api/types';
import { rows, type Queryable } from '../db/database';
import { snowflakeNow } from '../ids';
import { generateVapidKeys, type VapidKeys } from '../push/vapid';

export interface PushSubscriptionRow {
  id: string;
  token_id: string;
  account_id: string;
  endpoint: string;
  key_p256dh: string;
  key_auth: string;
  alerts: Record<string, boolean>;
  policy: ApiPushPolicy;
}

const COLUMNS = 'id, token_id, account_id, endpoint, key_p256dh, key_auth, alerts, policy';

/** The data directory's key pair, made on first use and kept from then on. */
export async function loadVapidKeys(db: Queryable): Promise<VapidKeys> {
  const read = () =>
    rows<{ public_key: string; private_jwk: JsonWebKey }>(
      db,
      'select public_key, private_jwk from vapid_keys where id = 1',
    );
  if (!(await read()).length) {
    const keys = generateVapidKeys();
    await db.query(
      'insert into vapid_keys (id, public_key, private_jwk) values (1, $1, $2) on conflict do nothing',
      [keys.publicKey, JSON.stringify(keys.privateJwk)],
    );
  }
  const [row] = await read();
  return { publicKey: row!.public_key, privateJwk: row!.private_jwk };
}

/** Replaces whatever this token had subscribed before. */
export async function saveSubscription(
  db: Queryable,
  input: {
    tokenId: string;
    accountId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    alerts: Record<string, boolean>;
    policy: ApiPushPolicy;
  },
): Promise<PushSubscriptionRow> {
  await db.query('delete from web_push_subscriptions where token_id = $1', [input.tokenId]);
  const [row] = await rows<PushSubscriptionRow>(
    db,
    `insert into web_push_subscriptions
       (id, token_id, account_id, endpoint, key_p256dh, key_auth, alerts, policy, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now())
     returning ${COLUMNS}`,
    [
      snowflakeNow(),
      input.tokenId,
      input.accountId,
      input.endpoint,
      input.p256dh,
      input.auth,
      JSON.stringify(input.alerts),
      input.policy,
    ],
  );
  return row!;
}

export async function subscriptionOfToken(
  db: Queryable,
  tokenId: string,
): Promise<PushSubscriptionRow | null> {
  const [row] = await rows<PushSubscriptionRow>(
    db,
    `select ${COLUMNS} from web_push_subscriptions where token_id = $1`,
    [tokenId],
  );
  return row ?? null;
}

/** Changes only what is given; the alerts given are merged over the kept ones. */
export async function updateSubscription(
  db: Queryable,
  tokenId: string,
  data: { alerts?: Record<string, boolean>; policy?: ApiPushPolicy },
): Promise<PushSubscriptionRow | null> {
  const [row] = await rows<PushSubscriptionRow>(
    db,
    `update web_push_subscriptions
        set alerts = alerts || coalesce($2::jsonb, '{}'::jsonb), policy = coalesce($3, policy)
      where token_id = $1
      returning ${COLUMNS}`,
    [tokenId, data.alerts ? JSON.stringify(data.alerts) : null, data.policy ?? null],
  );
  return row ?? null;
}

export async function deleteSubscriptionOfToken(db: Queryable, tokenId: string): Promise<void> {
  await db.query('delete from web_push_subscriptions where token_id = $1', [tokenId]);
}

/** The push service said the subscription is gone (404 or 410). */
export async function deleteSubscription(db: Queryable, id: string): Promise<void> {
  await db.query('delete from web_push_subscriptions where id = $1', [id]);
}

/** What a push says about one notification, and the subscriptions that want to hear of it. */
export interface PushDelivery {
  subscription: PushSubscriptionRow;
  /** The subscription's token, as Mastodon puts it in the message for the worker to use. */
  accessToken: string;
  notificationId: string;
  type: string;
  senderName: string;
  senderAvatar: string | null;
  statusText: string | null;
  spoilerText: string | null;
}

/**
 * The recipient's live subscriptions whose alerts allow the type and whose policy allows the
 * sender: 'followed' the people the recipient follows, 'follower' the recipient's followers.
 */
export async function deliveriesFor(
  db: Queryable,
  notificationId: string,
): Promise<PushDelivery[]> {
  const found = await rows<
    PushSubscriptionRow & {
      access_token: string;
      type: string;
      display_name: string;
      username: string;
      avatar_path: string | null;
      text: string | null;
      spoiler_text: string | null;
    }
  >(
    db,
    `select ${COLUMNS.split(', ')
      .map((c) => `p.${c}`)
      .join(', ')},
            t.token as access_token, n.type, a.display_name, a.username,
            a.avatar_path, s.text, s.spoiler_text
       from notifications n
       join web_push_subscriptions p on p.account_id = n.account_id
       join oauth_tokens t on t.id = p.token_id and t.revoked_at is null
       join accounts a on a.id = n.from_account_id
       left join statuses s on s.id = n.status_id
      where n.id = $1
        and coalesce((p.alerts ->> n.type)::boolean, false)
        and (p.policy = 'all'
          or (p.policy = 'followed' and exists (select 1 from follows f
                where f.account_id = n.account_id and f.target_account_id = n.from_account_id))
          or (p.policy = 'follower' and exists (select 1 from follows f
                where f.account_id = n.from_account_id and f.target_account_id = n.account_id)))`,
    [notificationId],
  );
  return found.map((row) => ({
    subscription: row,
    accessToken: row.access_token,
    notificationId,
    type: row.type,
    senderName: row.display_name || row.username,
    senderAvatar: row.avatar_path,
    statusText: row.text,
    spoilerText: row.spoiler_text,
  }));
}
