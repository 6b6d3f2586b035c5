/** How an account's profile is shown: which counts, which role colours, whose lists. */
import type { Account } from './types';

export type AccountCount = 'statuses' | 'following' | 'followers';

/**
 * A count to show, or null where the account hides it (kmyblue's hide_*_count, or a negative
 * count as kmyblue forks send for hidden ones).
 */
export function shownCount(account: Account, which: AccountCount): number | null {
  const settings = account.otherSettings;
  const [count, hidden] =
    which === 'statuses'
      ? [account.statusesCount, settings.hideStatusesCount]
      : which === 'following'
        ? [account.followingCount, settings.hideFollowingCount]
        : [account.followersCount, settings.hideFollowersCount];
  return hidden || count < 0 ? null : count;
}

/** Whether whom it follows and who follows it are hidden (Mastodon's hide_collections). */
export const networkHidden = (account: Account): boolean =>
  account.hideCollections || account.otherSettings.hideNetwork;

/** Only a `#rrggbb` colour styles a role badge; anything else shows it uncoloured. */
export function roleColour(color: string): string | null {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : null;
}

/** The domain of a remote account's acct (`user@domain`), or null for a local one. */
export function remoteDomain(account: Account): string | null {
  const at = account.acct.indexOf('@');
  return at === -1 ? null : account.acct.slice(at + 1);
}
