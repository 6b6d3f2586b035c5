/**
 * What makes the trends: hashtags and links several people used over the last days (so each has
 * a week of history), a post people responded to, and the hashtags alice features on her profile.
 * The window is today and yesterday (UTC), reaching only a day back just after midnight: the
 * shares that put the pond first among links are all within the last 24 hours, so it leads at
 * any hour.
 */
import { snowflakeAt } from '../ids';
import { favourite } from '../services/interactions';
import { createStatus } from '../services/statuses';
import { rows, type Queryable } from './database';

const HOUR = 3_600_000;

interface TrendPost {
  by: string;
  hoursAgo: number;
  text: string;
  /** The seeded preview card this post shares, by its URL (in the text too). */
  card?: string;
  /** Who favourited it. */
  favourites?: string[];
}

const POND = 'https://alice.example.net/garden/pond';
const ANDROMEDA = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s';
const ARRAYS = 'https://blog.example.org/postgres/array-agg-nulls';

export const TREND_POSTS: TrendPost[] = [
  { by: 'dave', hoursAgo: 130, text: 'Dusting off the old binoculars for the weekend. #astronomy' },
  { by: 'grace', hoursAgo: 108, text: 'Golden hour over the tea fields. #sunset #photography' },
  { by: 'frank', hoursAgo: 84, text: 'Bought my first seed trays. Wish me luck! #garden' },
  { by: 'grace', hoursAgo: 60, text: 'Kept this one for the weekend: ' + POND, card: POND },
  {
    by: 'dave',
    hoursAgo: 40,
    text: "Saturn's rings through the club telescope last night. Unreal. #astronomy #photography",
    favourites: ['erin', 'frank', 'grace', 'alice'],
  },
  { by: 'carol', hoursAgo: 34, text: 'Painted last night’s sunset from memory. #sunset #art' },
  { by: 'frank', hoursAgo: 30, text: 'Went to my first #astronomy meetup. Everyone was so kind!' },
  { by: 'dave', hoursAgo: 20, text: 'Worth the read before you dig: ' + POND, card: POND },
  { by: 'grace', hoursAgo: 22, text: 'Caught the Moon rising over the roofs. #astronomy' },
  { by: 'bob', hoursAgo: 19, text: 'Even I stopped the bike for that #sunset.' },
  { by: 'frank', hoursAgo: 16, text: 'Planted tomatoes on the balcony. #garden' },
  { by: 'grace', hoursAgo: 14, text: 'Trying this tonight: ' + ANDROMEDA, card: ANDROMEDA },
  { by: 'frank', hoursAgo: 12, text: 'Digging starts on Saturday: ' + POND, card: POND },
  { by: 'dave', hoursAgo: 10, text: 'Binoculars ready. ' + ANDROMEDA, card: ANDROMEDA },
  { by: 'carol', hoursAgo: 9, text: 'Sketching the pond idea first: ' + POND, card: POND },
  { by: 'grace', hoursAgo: 8, text: 'Bookmarking this SQL gotcha: ' + ARRAYS, card: ARRAYS },
  { by: 'erin', hoursAgo: 6, text: 'Sunset, then stars. The best evenings. #sunset #astronomy' },
];

/** [account, hashtag]: alice features two of her hashtags. */
export const SEED_FEATURED_TAGS: [string, string][] = [
  ['alice', 'garden'],
  ['alice', 'sunset'],
];

export async function seedTrends(
  tx: Queryable,
  accounts: Map<string, string>,
  now: number,
): Promise<void> {
  const account = (username: string) => accounts.get(username)!;
  for (const trend of TREND_POSTS) {
    const at = new Date(now - trend.hoursAgo * HOUR);
    const id = await createStatus(tx, null, {
      accountId: account(trend.by),
      text: trend.text,
      visibility: 'public',
      searchability: 'public',
      at,
    });
    if (trend.card) {
      const [card] = await rows<{ id: string }>(tx, 'select id from preview_cards where url = $1', [
        trend.card,
      ]);
      await tx.query('update statuses set preview_card_id = $2 where id = $1', [id, card!.id]);
    }
    for (const [i, who] of (trend.favourites ?? []).entries()) {
      await favourite(tx, null, account(who), id, new Date(at.getTime() + (i + 1) * 10 * 60_000));
    }
  }
  for (const [i, [who, name]] of SEED_FEATURED_TAGS.entries()) {
    const at = new Date(now - (30 - i) * 24 * HOUR);
    await tx.query(
      'insert into featured_tags (id, account_id, name, created_at) values ($1, $2, $3, $4)',
      [snowflakeAt(at), account(who), name, at],
    );
  }
}
