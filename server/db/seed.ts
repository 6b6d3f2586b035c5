/**
 * Demo data for an empty database: accounts, follows, ~130 posts over the last ten days (some in
 * the last four hours), boosts, favourites, bookmarks and the notifications they cause.
 * Deterministic apart from the time it runs: every time is relative to now.
 */
import { hashPassword } from '../auth';
import { SEED_PASSWORD } from '../config';
import { snowflakeAt } from '../ids';
import { addToCategory, createCategory } from '../services/bookmarkCategories';
import { favourite, mark, reblog } from '../services/interactions';
import { follow } from '../services/follows';
import { createStatus } from '../services/statuses';
import { one, type Database, type Queryable } from './database';
import { SEED_ACCOUNTS, SEED_EMOJIS, SEED_FOLLOWS, SEED_LATE_FOLLOWS } from './seedAccounts';
import { seedCircles } from './seedCircles';
import { seedConversations } from './seedConversations';
import { SEED_CROWD, seedCrowdFollows } from './seedCrowd';
import { seedFeeds } from './seedFeeds';
import { seedProfiles } from './seedProfiles';
import { createSeedPhoto, writeEmojiImage, writeProfileImages } from './seedMedia';
import { RECENT_POSTS, SEED_BOOKMARKS, SEED_FAVOURITES } from './seedActivity';
import { seedExtras } from './seedExtras';
import { seedPlayerPosts } from './seedPlayers';
import { seedNotificationRequest } from './seedNotificationRequests';
import { seedTrends } from './seedTrends';
import { OLDER_POSTS, responseTimes, type SeedEntry } from './seedPosts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A small deterministic generator (mulberry32) for jitter and weather. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weatherPost(next: () => number): SeedEntry {
  const conditions = [
    'sunny',
    'partly cloudy',
    'overcast',
    'light rain',
    'windy',
    'foggy',
    'clear skies',
  ];
  const tips = [
    'Take a jacket.',
    'Good day for a walk.',
    'Umbrella recommended.',
    'Perfect for stargazing tonight.',
    'Hold on to your hat.',
  ];
  const condition = conditions[Math.floor(next() * conditions.length)]!;
  const tip = tips[Math.floor(next() * tips.length)]!;
  const temperature = 8 + Math.floor(next() * 18);
  return {
    kind: 'post',
    by: 'dave',
    text: `Weather for Sandbox City: ${condition}, ${temperature}°C. ${tip} #weather`,
    visibility: 'unlisted',
  };
}

/** Spreads entries evenly (with jitter) between two times, oldest first. */
function schedule(
  entries: SeedEntry[],
  from: number,
  to: number,
  next: () => number,
): [SeedEntry, Date][] {
  const step = (to - from) / entries.length;
  return entries.map((entry, i) => [
    entry,
    new Date(Math.round(from + step * (i + 0.2 + next() * 0.6))),
  ]);
}

async function seedAccounts(
  tx: Queryable,
  filesDir: string,
  now: number,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const password = hashPassword(SEED_PASSWORD);
  for (const spec of [...SEED_ACCOUNTS, ...SEED_CROWD]) {
    const createdAt = new Date(now - spec.ageDays * DAY);
    const id = snowflakeAt(createdAt);
    const images = await writeProfileImages(filesDir, id, spec.initial, spec.hue);
    const fields = spec.fields.map((f) => ({
      name: f.name,
      value: f.value,
      verified_at: f.verified ? new Date(now - 30 * DAY).toISOString() : null,
    }));
    await tx.query(
      `insert into accounts (id, username, display_name, note, fields, avatar_path, header_path, bot,
         password_hash, created_at, locked, hide_collections)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        spec.username,
        spec.displayName,
        spec.note,
        JSON.stringify(fields),
        images.avatar,
        images.header,
        spec.bot ?? false,
        password,
        createdAt,
        spec.locked ?? false,
        spec.hideCollections ?? false,
      ],
    );
    ids.set(spec.username, id);
  }
  for (const emoji of SEED_EMOJIS) {
    const path = await writeEmojiImage(
      filesDir,
      emoji.shortcode,
      emoji.label,
      emoji.hue,
      emoji.round,
    );
    await tx.query(
      'insert into custom_emojis (shortcode, category, sensitive, file_path) values ($1, $2, $3, $4)',
      [emoji.shortcode, emoji.category, emoji.sensitive ?? false, path],
    );
  }
  return ids;
}

async function seedPosts(
  tx: Queryable,
  filesDir: string,
  accounts: Map<string, string>,
  timeline: [SeedEntry, Date][],
): Promise<Map<string, { id: string; at: Date }>> {
  const posts = new Map<string, { id: string; at: Date }>();
  const account = (username: string): string => accounts.get(username)!;
  let photoSeed = 1;
  for (const [entry, at] of timeline) {
    if (entry.kind === 'boost') {
      await reblog(tx, null, account(entry.by), posts.get(entry.of)!.id, { at });
      continue;
    }
    const mediaIds: string[] = [];
    for (const description of entry.photos ?? []) {
      mediaIds.push(
        await createSeedPhoto(tx, filesDir, {
          accountId: account(entry.by),
          seed: photoSeed++,
          at,
          description: description || null,
        }),
      );
    }
    const id = await createStatus(tx, null, {
      accountId: account(entry.by),
      text: entry.text,
      spoilerText: entry.cw,
      sensitive: entry.sensitive,
      visibility: entry.visibility ?? 'public',
      searchability: 'public',
      markdown: entry.markdown,
      inReplyToId: entry.replyTo ? posts.get(entry.replyTo)!.id : null,
      mediaIds,
      at,
    });
    if (entry.pin) await mark(tx, 'status_pins', account(entry.by), id, true, at);
    for (const key of entry.refers ?? []) {
      await tx.query(
        'insert into status_references (status_id, target_status_id) values ($1, $2)',
        [id, posts.get(key)!.id],
      );
    }
    if (entry.key) posts.set(entry.key, { id, at });
  }
  return posts;
}

/** Seeds the demo data with every time relative to `now`. */
export async function seed(db: Database, filesDir: string, now = Date.now()): Promise<void> {
  const next = random(20240501);
  await db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx, filesDir, now);
    for (const [from, to] of SEED_FOLLOWS) {
      await follow(tx, null, accounts.get(from)!, accounts.get(to)!, {
        at: new Date(now - 11 * DAY + next() * HOUR),
      });
    }
    await seedCrowdFollows(tx, accounts, new Date(now - 10.8 * DAY));
    await seedFeeds(tx, accounts, new Date(now - 10.5 * DAY));
    const older: SeedEntry[] = [];
    OLDER_POSTS.forEach((entry, i) => {
      older.push(entry);
      if (i % 2 === 1) older.push(weatherPost(next));
    });
    const timeline = [
      ...schedule(older, now - 10 * DAY, now - 4.5 * HOUR, next),
      ...schedule(
        [...RECENT_POSTS.slice(0, 7), weatherPost(next), ...RECENT_POSTS.slice(7)],
        now - 3.5 * HOUR,
        now - 5 * MINUTE,
        next,
      ),
    ];
    const posts = await seedPosts(tx, filesDir, accounts, timeline);

    const favouriteAt = responseTimes(2 * MINUTE, now);
    for (const [who, key] of SEED_FAVOURITES) {
      const target = posts.get(key)!;
      await favourite(tx, null, accounts.get(who)!, target.id, favouriteAt(key, target.at));
    }
    for (const [who, key] of SEED_BOOKMARKS) {
      const target = posts.get(key)!;
      await mark(
        tx,
        'bookmarks',
        accounts.get(who)!,
        target.id,
        true,
        new Date(target.at.getTime() + 5 * MINUTE),
      );
    }
    await seedExtras(tx, filesDir, accounts, posts, now);
    await seedPlayerPosts(tx, filesDir, accounts.get('erin')!, now);
    await seedTrends(tx, accounts, now);
    await seedConversations(tx, accounts, now);
    // Two bookmark categories for demo, the first holding demo's first bookmark.
    const demo = accounts.get('demo')!;
    const readLater = await createCategory(tx, demo, 'Read later', new Date(now - 2 * DAY));
    await createCategory(tx, demo, 'Inspiration', new Date(now - DAY));
    const firstBookmark = SEED_BOOKMARKS.find(([who]) => who === 'demo');
    if (firstBookmark) {
      await addToCategory(tx, demo, readLater.id, [posts.get(firstBookmark[1])!.id]);
    }
    await seedCircles(tx, accounts, new Date(now - 9 * DAY));
    await seedProfiles(tx, filesDir, accounts, now);
    await seedNotificationRequest(tx, accounts, now);
    for (const [from, to, hoursAgo] of SEED_LATE_FOLLOWS) {
      await follow(tx, null, accounts.get(from)!, accounts.get(to)!, {
        at: new Date(now - hoursAgo * HOUR),
      });
    }
  });
}

/** Seeds when there are no accounts yet; returns whether it did. */
export async function seedIfEmpty(
  db: Database,
  filesDir: string,
  now = Date.now(),
): Promise<boolean> {
  const existing = await one<{ count: number }>(db, 'select count(*)::int as count from accounts');
  if (existing && existing.count > 0) return false;
  await seed(db, filesDir, now);
  return true;
}
