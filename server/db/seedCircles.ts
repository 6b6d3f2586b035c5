/** Demo's two circles, for limited posts to a chosen audience. */
import { snowflakeAt } from '../ids';
import type { Queryable } from './database';

export const SEED_CIRCLES: { owner: string; title: string; members: string[] }[] = [
  { owner: 'demo', title: 'Close friends', members: ['alice', 'bob'] },
  { owner: 'demo', title: 'Stargazers', members: ['erin', 'carol'] },
];

export async function seedCircles(
  tx: Queryable,
  accounts: Map<string, string>,
  at: Date,
): Promise<void> {
  for (const [i, circle] of SEED_CIRCLES.entries()) {
    const id = snowflakeAt(new Date(at.getTime() + i));
    await tx.query(
      'insert into circles (id, account_id, title, created_at) values ($1, $2, $3, $4)',
      [id, accounts.get(circle.owner)!, circle.title, at],
    );
    for (const member of circle.members) {
      await tx.query('insert into circle_accounts (circle_id, account_id) values ($1, $2)', [
        id,
        accounts.get(member)!,
      ]);
    }
  }
}
