/**
 * Quiet readers: accounts without posts that follow the demo user, so that its followers and
 * the profile directory run to more than one page (their follows are old and notify no one);
 * and ivan, whose request to follow demo waits.
 */
import { snowflakeAt } from '../ids';
import { requestFollow } from '../services/followRequests';
import type { Queryable } from './database';
import type { SeedAccount } from './seedAccounts';

const NAMES = [
  'Jun',
  'Kai',
  'Lena',
  'Milo',
  'Nora',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Uma',
  'Vic',
  'Wren',
  'Xavi',
  'Yuki',
];

const DAY = 86_400_000;

export const SEED_CROWD: SeedAccount[] = NAMES.map((name, i) => ({
  username: `${name.toLowerCase()}_reads`,
  displayName: `${name} reads`,
  note: 'Mostly reading along.',
  fields: [],
  hue: (i * 23) % 360,
  initial: name[0] ?? 'R',
  ageDays: 120 - i * 3,
}));

/** The crowd follows demo, and ivan's request to follow demo is pending. */
export async function seedCrowdFollows(
  tx: Queryable,
  accounts: Map<string, string>,
  at: Date,
): Promise<void> {
  const demo = accounts.get('demo')!;
  for (const [i, spec] of SEED_CROWD.entries()) {
    const when = new Date(at.getTime() + i * 60_000);
    await tx.query(
      `insert into follows (id, account_id, target_account_id, created_at) values ($1, $2, $3, $4)`,
      [snowflakeAt(when), accounts.get(spec.username)!, demo, when],
    );
  }
  await requestFollow(tx, accounts.get('ivan')!, demo, { at: new Date(at.getTime() + DAY) });
}
