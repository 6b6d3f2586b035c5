/**
 * A pending notification request for demo (Mastodon 4.3's filtered notifications): heidi, whom
 * demo does not follow, mentions demo twice while demo filters people they don't follow. The
 * policy goes back to the defaults afterwards, so later notifications arrive as usual.
 */
import { updatePolicy, DEFAULT_POLICY } from '../services/notificationPolicy';
import { createStatus } from '../services/statuses';
import type { Queryable } from './database';

const HOUR = 3_600_000;

const MENTIONS = [
  { text: '@demo did you catch the meteor shower last night?', hoursAgo: 30 },
  { text: '@demo I have spare tickets for the planetarium, if you like.', hoursAgo: 26 },
];

export async function seedNotificationRequest(
  tx: Queryable,
  accounts: Map<string, string>,
  now: number,
): Promise<void> {
  const demo = accounts.get('demo')!;
  await updatePolicy(tx, demo, { for_not_following: 'filter' });
  for (const mention of MENTIONS) {
    await createStatus(tx, null, {
      accountId: accounts.get('heidi')!,
      text: mention.text,
      visibility: 'unlisted',
      at: new Date(now - mention.hoursAgo * HOUR),
    });
  }
  await updatePolicy(tx, demo, DEFAULT_POLICY);
}
