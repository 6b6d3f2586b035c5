/** Mastodon 4.3's notification policy: which senders' notifications are accepted, filtered or dropped. */
import {
  NOTIFICATION_POLICY_KEYS,
  type ApiNotificationPolicyBody,
  type ApiNotificationPolicyKey,
  type ApiNotificationPolicyValue,
} from '../../src/api/types';
import { one, type Queryable } from '../db/database';

export type PolicyRules = Record<ApiNotificationPolicyKey, ApiNotificationPolicyValue>;

/** Mastodon's defaults, which a reader without a stored policy has. */
export const DEFAULT_POLICY: PolicyRules = {
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
};

/** An account younger than this is a new account to the policy. */
const NEW_ACCOUNT_DAYS = 30;

export async function policyOf(db: Queryable, accountId: string): Promise<PolicyRules> {
  const row = await one<PolicyRules>(
    db,
    `select ${NOTIFICATION_POLICY_KEYS.join(', ')} from notification_policies where account_id = $1`,
    [accountId],
  );
  return row ?? { ...DEFAULT_POLICY };
}

export async function updatePolicy(
  db: Queryable,
  accountId: string,
  changes: ApiNotificationPolicyBody,
): Promise<PolicyRules> {
  const policy = { ...(await policyOf(db, accountId)), ...changes };
  const values = NOTIFICATION_POLICY_KEYS.map((key) => policy[key]);
  await db.query(
    `insert into notification_policies (account_id, ${NOTIFICATION_POLICY_KEYS.join(', ')})
     values ($1, $2, $3, $4, $5, $6)
     on conflict (account_id) do update set ${NOTIFICATION_POLICY_KEYS.map((key) => `${key} = excluded.${key}`).join(', ')}`,
    [accountId, ...values],
  );
  return policy;
}

interface SenderFacts {
  permitted: boolean;
  following: boolean;
  follower: boolean;
  new_account: boolean;
  limited: boolean;
  private_mention: boolean;
}

/**
 * What the recipient's policy does with a notification from this sender (Mastodon 4.3's
 * NotifyService): an accepted sender is always let through; otherwise the harshest rule that
 * applies wins. Everything but not-followers applies only to senders the recipient does not follow.
 */
export async function policyVerdict(
  db: Queryable,
  input: { recipientId: string; fromAccountId: string; type: string; statusId: string | null },
): Promise<ApiNotificationPolicyValue> {
  const facts = await one<SenderFacts>(
    db,
    `select
       exists(select 1 from notification_permissions where account_id = $1 and from_account_id = $2) as permitted,
       exists(select 1 from follows where account_id = $1 and target_account_id = $2) as following,
       exists(select 1 from follows where account_id = $2 and target_account_id = $1) as follower,
       a.created_at > now() - make_interval(days => ${NEW_ACCOUNT_DAYS}) as new_account,
       a.limited,
       coalesce($3 = 'mention' and s.visibility = 'direct'
         and s.in_reply_to_account_id is distinct from $1, false) as private_mention
     from accounts a left join statuses s on s.id = $4::bigint
     where a.id = $2`,
    [input.recipientId, input.fromAccountId, input.type, input.statusId],
  );
  if (!facts || facts.permitted) return 'accept';
  const policy = await policyOf(db, input.recipientId);
  const stranger = !facts.following;
  const applies: [ApiNotificationPolicyKey, boolean][] = [
    ['for_not_following', stranger],
    ['for_not_followers', !facts.follower],
    ['for_new_accounts', stranger && facts.new_account],
    ['for_private_mentions', stranger && facts.private_mention],
    ['for_limited_accounts', stranger && facts.limited],
  ];
  const verdicts = applies.filter(([, yes]) => yes).map(([key]) => policy[key]);
  if (verdicts.includes('drop')) return 'drop';
  return verdicts.includes('filter') ? 'filter' : 'accept';
}
