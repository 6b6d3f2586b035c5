/**
 * Demo data for direct messages and announcements: alice answers demo in their direct
 * conversation (so it is unread for demo), and two announcements are in force, the first with
 * reactions (unicode and custom) from other people.
 */
import { changeAnnouncementReaction, createAnnouncement } from '../services/announcements';
import { createStatus } from '../services/statuses';
import { rows, type Queryable } from './database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SEED_ANNOUNCEMENTS = [
  {
    text: 'Welcome to the kmyblue sandbox! Every demo account signs in with the password "password". Say hello to @alice and tag your first post #kmyblue :blobcat:',
    daysAgo: 2,
    reactions: [
      ['alice', '👍'],
      ['bob', '👍'],
      ['carol', 'blobcat'],
    ],
  },
  {
    text: 'Maintenance: the sandbox may restart on Sunday night. Drafts are kept in your browser.',
    daysAgo: 1,
    endsInDays: 6,
    reactions: [],
  },
] as const;

async function seedDirectReply(tx: Queryable, accounts: Map<string, string>) {
  const alice = accounts.get('alice')!;
  const demo = accounts.get('demo')!;
  // The reply comes just after demo's message, so it sits among the older posts.
  const [last] = await rows<{ id: string; created_at: Date }>(
    tx,
    `select id, created_at from statuses
     where account_id = $1 and visibility = 'direct' order by id desc limit 1`,
    [demo],
  );
  if (!last) return;
  await createStatus(tx, null, {
    accountId: alice,
    text: '@demo great, see you at the gate at ten!',
    visibility: 'direct',
    searchability: 'direct',
    inReplyToId: last.id,
    at: new Date(last.created_at.getTime() + 3 * MINUTE),
  });
}

export async function seedConversations(
  tx: Queryable,
  accounts: Map<string, string>,
  now: number,
): Promise<void> {
  await seedDirectReply(tx, accounts);
  for (const seed of SEED_ANNOUNCEMENTS) {
    const at = new Date(now - seed.daysAgo * DAY);
    const id = await createAnnouncement(tx, {
      text: seed.text,
      startsAt: at,
      endsAt: 'endsInDays' in seed ? new Date(now + seed.endsInDays * DAY) : null,
      at,
    });
    for (const [i, [who, name]] of seed.reactions.entries()) {
      const reactedAt = new Date(at.getTime() + (i + 1) * MINUTE);
      await changeAnnouncementReaction(tx, accounts.get(who)!, id, name, true, reactedAt);
    }
  }
}
