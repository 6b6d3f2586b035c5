/** The seeded people, their custom emojis and who follows whom. Passwords: SEED_PASSWORD. */

export interface SeedAccount {
  username: string;
  displayName: string;
  note: string;
  fields: { name: string; value: string; verified?: boolean }[];
  hue: number;
  initial: string;
  bot?: boolean;
  /** Follows wait for approval (follow requests). */
  locked?: boolean;
  /** kmyblue's hide_network: followers and follows shown to no one else. */
  hideCollections?: boolean;
  /** How long before the seed the account was made. */
  ageDays: number;
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    username: 'demo',
    displayName: 'Demo User',
    note: 'The demo account of the kmyblue sandbox. Sign in as demo with the password "password".\n\nEverything here is made up. #kmyblue',
    fields: [
      { name: 'Source', value: 'https://github.com/kmycode/mastodon', verified: true },
      { name: 'Pronouns', value: 'they/them' },
    ],
    hue: 235,
    initial: 'D',
    ageDays: 400,
  },
  {
    username: 'alice',
    displayName: 'Alice Liddell',
    note: 'Curiouser and curiouser. Photos of #sunsets and my #garden.',
    fields: [
      { name: 'Location', value: 'Wonderland' },
      { name: 'Blog', value: 'https://alice.example/blog' },
    ],
    hue: 20,
    initial: 'A',
    ageDays: 380,
  },
  {
    username: 'bob',
    displayName: 'Bob Builder',
    note: 'Writes code, breaks things, fixes them. #typescript #postgres',
    fields: [{ name: 'Code', value: 'https://bob.example/code' }],
    hue: 140,
    initial: 'B',
    ageDays: 300,
  },
  {
    username: 'carol',
    displayName: 'Carol :blobcat: Chen',
    note: 'Cat person :blobcat: Drawing something every day. #art',
    fields: [{ name: 'Portfolio', value: 'https://carol.example' }],
    hue: 300,
    initial: 'C',
    ageDays: 250,
  },
  {
    username: 'dave',
    displayName: 'Daily Dave (bot)',
    note: 'I post the weather for Sandbox City every few hours. Beep boop.',
    fields: [{ name: 'Operator', value: '@demo' }],
    hue: 190,
    initial: 'W',
    bot: true,
    ageDays: 200,
  },
  {
    username: 'erin',
    displayName: 'Erin Okafor',
    note: 'Astronomer. Looking up. #space #astronomy',
    fields: [{ name: 'Observatory', value: 'https://erin.example/sky' }],
    hue: 260,
    initial: 'E',
    ageDays: 180,
  },
  {
    username: 'frank',
    displayName: 'Frank',
    note: 'New here! Say hi.',
    fields: [],
    hue: 50,
    initial: 'F',
    ageDays: 12,
  },
  {
    username: 'grace',
    displayName: 'Grace',
    note: 'Compilers, the history of computing, and tea.',
    fields: [{ name: 'Favourite language', value: 'COBOL, ironically' }],
    hue: 100,
    initial: 'G',
    ageDays: 90,
  },
  {
    username: 'heidi',
    displayName: 'Heidi (locked)',
    note: 'A locked account: follows wait for my approval, and whom I follow is my business.',
    fields: [],
    hue: 330,
    initial: 'H',
    locked: true,
    hideCollections: true,
    ageDays: 60,
  },
  {
    username: 'ivan',
    displayName: 'Ivan',
    note: 'Asked to follow the demo user. Still waiting.',
    fields: [],
    hue: 160,
    initial: 'I',
    ageDays: 8,
  },
];

export interface SeedEmoji {
  shortcode: string;
  category: string | null;
  label: string;
  hue: number;
  round: boolean;
  sensitive?: boolean;
}

export const SEED_EMOJIS: SeedEmoji[] = [
  { shortcode: 'blobcat', category: 'Blobs', label: '=^.^=', hue: 45, round: true },
  { shortcode: 'blobfox', category: 'Blobs', label: 'FOX', hue: 25, round: true },
  { shortcode: 'blobheart', category: 'Blobs', label: '<3', hue: 350, round: true },
  {
    shortcode: 'blobsensitive',
    category: 'Blobs',
    label: '!?',
    hue: 0,
    round: true,
    sensitive: true,
  },
  { shortcode: 'coffee', category: 'Food', label: 'CUP', hue: 30, round: false },
  { shortcode: 'sushi', category: 'Food', label: 'SU', hue: 10, round: false },
  { shortcode: 'ramen', category: 'Food', label: 'RA', hue: 40, round: false },
  { shortcode: 'kmyblue', category: 'kmyblue', label: 'K', hue: 215, round: false },
  { shortcode: 'mastodon', category: 'kmyblue', label: 'M', hue: 245, round: false },
  { shortcode: 'sparkles_sandbox', category: null, label: '*', hue: 55, round: true },
];

/** [follower, followed]; made before any post, so they appear as old follow notifications. */
export const SEED_FOLLOWS: [string, string][] = [
  ['demo', 'alice'],
  ['demo', 'bob'],
  ['demo', 'carol'],
  ['demo', 'dave'],
  ['demo', 'erin'],
  ['alice', 'demo'],
  ['alice', 'bob'],
  ['alice', 'carol'],
  ['alice', 'erin'],
  ['bob', 'demo'],
  ['bob', 'alice'],
  ['bob', 'erin'],
  ['bob', 'grace'],
  ['carol', 'demo'],
  ['carol', 'alice'],
  ['carol', 'erin'],
  ['erin', 'demo'],
  ['erin', 'alice'],
  ['erin', 'carol'],
  ['frank', 'alice'],
  ['frank', 'bob'],
  ['grace', 'bob'],
  ['grace', 'erin'],
];

/** [follower, followed, hours before the seed]: recent follows of the demo user. */
export const SEED_LATE_FOLLOWS: [string, string, number][] = [
  ['frank', 'demo', 50],
  ['grace', 'demo', 1.5],
];
