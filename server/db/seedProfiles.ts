/**
 * Profiles that show what an account page can say: a role with its colour, an account in
 * memoriam, one that moved, one the moderators limited, hidden counts, endorsements.
 */
import { hashPassword } from '../auth';
import { SEED_PASSWORD } from '../config';
import { snowflakeAt } from '../ids';
import type { Queryable } from './database';
import { writeProfileImages } from './seedMedia';

const DAY = 24 * 60 * 60 * 1000;

export const SEED_ROLE = { id: '3', name: 'Moderator', color: '#2b90d9', holder: 'alice' };

interface ProfileAccount {
  username: string;
  displayName: string;
  note: string;
  hue: number;
  initial: string;
  ageDays: number;
  memorial?: boolean;
  limited?: boolean;
  movedTo?: string;
}

export const SEED_PROFILE_ACCOUNTS: ProfileAccount[] = [
  {
    username: 'henry',
    displayName: 'Henry Hale',
    note: 'Gardener, storyteller, friend. Remembered fondly.',
    hue: 160,
    initial: 'H',
    ageDays: 700,
    memorial: true,
  },
  {
    username: 'oldfrank',
    displayName: 'Frank (old account)',
    note: 'I have moved! Find me at @frank.',
    hue: 55,
    initial: 'F',
    ageDays: 600,
    movedTo: 'frank',
  },
  {
    username: 'mallory',
    displayName: 'Mallory',
    note: 'Totally legitimate offers, every hour.',
    hue: 0,
    initial: 'M',
    ageDays: 30,
    limited: true,
  },
];

/** kmyblue's other_settings chosen by seeded accounts. */
export const SEED_OTHER_SETTINGS: [string, Record<string, boolean>][] = [
  ['grace', { hide_followers_count: true }],
];

/** [endorser, endorsed]: the endorser follows each. */
export const SEED_ENDORSEMENTS: [string, string][] = [
  ['alice', 'bob'],
  ['alice', 'carol'],
];

export async function seedProfiles(
  tx: Queryable,
  filesDir: string,
  accounts: Map<string, string>,
  now: number,
): Promise<void> {
  const account = (username: string) => accounts.get(username) ?? '';
  const password = hashPassword(SEED_PASSWORD);
  for (const spec of SEED_PROFILE_ACCOUNTS) {
    const createdAt = new Date(now - spec.ageDays * DAY);
    const id = snowflakeAt(createdAt);
    const images = await writeProfileImages(filesDir, id, spec.initial, spec.hue);
    await tx.query(
      `insert into accounts (id, username, display_name, note, avatar_path, header_path,
         password_hash, created_at, memorial, limited, moved_to_account_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        spec.username,
        spec.displayName,
        spec.note,
        images.avatar,
        images.header,
        password,
        createdAt,
        spec.memorial ?? false,
        spec.limited ?? false,
        spec.movedTo ? account(spec.movedTo) : null,
      ],
    );
    accounts.set(spec.username, id);
  }
  await tx.query('insert into account_roles (id, name, color) values ($1, $2, $3)', [
    SEED_ROLE.id,
    SEED_ROLE.name,
    SEED_ROLE.color,
  ]);
  await tx.query('update accounts set role_id = $1 where id = $2', [
    SEED_ROLE.id,
    account(SEED_ROLE.holder),
  ]);
  for (const [username, settings] of SEED_OTHER_SETTINGS) {
    await tx.query('update accounts set other_settings = $1 where id = $2', [
      JSON.stringify(settings),
      account(username),
    ]);
  }
  for (const [i, [from, to]] of SEED_ENDORSEMENTS.entries()) {
    await tx.query(
      `insert into account_pins (id, account_id, target_account_id, created_at)
       values ($1, $2, $3, $4)`,
      [snowflakeAt(now - 9 * DAY + i), account(from), account(to), new Date(now - 9 * DAY + i)],
    );
  }
}
