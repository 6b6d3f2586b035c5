/**
 * Demo's lists and antennas, made before the posts so that antennas collect the seeded posts
 * that match them as they are made (as they would live).
 */
import { snowflakeAt } from '../ids';
import type { Queryable } from './database';

export const SEED_LISTS: {
  title: string;
  members: string[];
  replies_policy: string;
  exclusive: boolean;
}[] = [
  { title: 'Friends', members: ['alice', 'bob'], replies_policy: 'list', exclusive: false },
  { title: 'Night sky', members: ['erin'], replies_policy: 'list', exclusive: true },
];

export const SEED_ANTENNAS: {
  title: string;
  keywords?: string[];
  tags?: string[];
  /** The title of the list it inserts into; none: its own timeline. */
  list?: string;
}[] = [
  { title: 'Coffee talk', keywords: ['coffee'] },
  { title: 'Art for friends', tags: ['art'], list: 'Friends' },
];

export async function seedFeeds(
  tx: Queryable,
  accounts: Map<string, string>,
  at: Date,
): Promise<void> {
  const demo = accounts.get('demo')!;
  let tick = 0;
  const nextId = () => snowflakeAt(new Date(at.getTime() + tick++));
  const lists = new Map<string, string>();
  for (const list of SEED_LISTS) {
    const id = nextId();
    lists.set(list.title, id);
    await tx.query(
      `insert into lists (id, account_id, title, replies_policy, exclusive, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, demo, list.title, list.replies_policy, list.exclusive, at],
    );
    for (const member of list.members) {
      await tx.query('insert into list_accounts (id, list_id, account_id) values ($1, $2, $3)', [
        nextId(),
        id,
        accounts.get(member)!,
      ]);
    }
  }
  for (const antenna of SEED_ANTENNAS) {
    const id = nextId();
    const listId = antenna.list ? lists.get(antenna.list)! : null;
    await tx.query(
      `insert into antennas (id, account_id, title, insert_feeds, list_id, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, demo, antenna.title, listId !== null, listId, at],
    );
    for (const keyword of antenna.keywords ?? [])
      await tx.query(
        'insert into antenna_keywords (id, antenna_id, keyword, exclude) values ($1, $2, $3, false)',
        [nextId(), id, keyword],
      );
    for (const tag of antenna.tags ?? [])
      await tx.query(
        'insert into antenna_tags (id, antenna_id, name, exclude) values ($1, $2, $3, false)',
        [nextId(), id, tag],
      );
  }
}
