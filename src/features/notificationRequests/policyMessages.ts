/** Mastodon 4.3's wording for the notification policy's rules and values. */
import type { NotificationPolicyRule, NotificationPolicyValue } from '../../entities/types';

export const RULE_MESSAGES: Record<NotificationPolicyRule, { id: string; defaultMessage: string }> =
  {
    for_not_following: {
      id: 'notifications.policy.filter_not_following_title',
      defaultMessage: "People you don't follow",
    },
    for_not_followers: {
      id: 'notifications.policy.filter_not_followers_title',
      defaultMessage: 'People not following you',
    },
    for_new_accounts: {
      id: 'notifications.policy.filter_new_accounts_title',
      defaultMessage: 'New accounts',
    },
    for_private_mentions: {
      id: 'notifications.policy.filter_private_mentions_title',
      defaultMessage: 'Unsolicited private mentions',
    },
    for_limited_accounts: {
      id: 'notifications.policy.filter_limited_accounts_title',
      defaultMessage: 'Moderated accounts',
    },
  };

export const RULE_HINTS: Record<NotificationPolicyRule, { id: string; defaultMessage: string }> = {
  for_not_following: {
    id: 'notifications.policy.filter_not_following_hint',
    defaultMessage: 'Until you manually approve them',
  },
  for_not_followers: {
    id: 'notifications.policy.filter_not_followers_hint',
    defaultMessage: 'Including people who have been following you fewer than 3 days',
  },
  for_new_accounts: {
    id: 'notifications.policy.filter_new_accounts.hint',
    defaultMessage: 'Created within the past 30 days',
  },
  for_private_mentions: {
    id: 'notifications.policy.filter_private_mentions_hint',
    defaultMessage: "Filtered unless it's in reply to your own mention or if you follow the sender",
  },
  for_limited_accounts: {
    id: 'notifications.policy.filter_limited_accounts_hint',
    defaultMessage: 'Limited by server moderators',
  },
};

export const VALUE_MESSAGES: Record<
  NotificationPolicyValue,
  { id: string; defaultMessage: string }
> = {
  accept: { id: 'notifications.policy.accept', defaultMessage: 'Accept' },
  filter: { id: 'notifications.policy.filter', defaultMessage: 'Filter' },
  drop: { id: 'notifications.policy.drop', defaultMessage: 'Ignore' },
};

export const POLICY_TITLE = {
  id: 'notifications.policy.title',
  defaultMessage: 'Filter notifications from…',
};
