/**
 * Demo data beyond posts: polls (open, multiple-choice, ended, one demo voted in), link previews
 * (link, photo, video, one by a local author), quotes, emoji reactions, posts in other languages,
 * an edited post, demo's reaction deck and a bot that takes no reactions.
 */
import { writeSystemFile } from '../media/files';
import { landscape } from '../media/images';
import { snowflakeAt } from '../ids';
import { react } from '../services/emojiReactions';
import { editStatus } from '../services/statusEditing';
import { createStatus } from '../services/statuses';
import type { Queryable } from './database';
import { responseTimes } from './seedPosts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface SeedPoll {
  key: string;
  by: string;
  text: string;
  options: string[];
  multiple?: boolean;
  /** Relative to now; negative for a poll that has ended. */
  expiresInMs: number;
  votes: [string, number[]][];
  minutesAgo: number;
}

export const SEED_POLLS: SeedPoll[] = [
  {
    key: 'poll_single',
    by: 'alice',
    text: 'Which plant should go next to the new pond? #garden',
    options: ['Water lilies', 'Irises', 'Marsh marigolds', 'Ferns'],
    expiresInMs: 2 * DAY,
    votes: [
      ['bob', [0]],
      ['carol', [1]],
      ['erin', [0]],
    ],
    minutesAgo: 50,
  },
  {
    key: 'poll_multiple',
    by: 'bob',
    text: 'Which languages do you write at work? Pick all that apply. #typescript',
    options: ['TypeScript', 'Rust', 'Go', 'Python'],
    multiple: true,
    expiresInMs: DAY,
    votes: [
      ['alice', [0, 3]],
      ['carol', [0]],
      ['erin', [1, 3]],
    ],
    minutesAgo: 40,
  },
  {
    key: 'poll_expired',
    by: 'erin',
    text: 'Which night should we meet for stargazing? #astronomy',
    options: ['Friday', 'Saturday'],
    expiresInMs: -DAY,
    votes: [
      ['alice', [0]],
      ['bob', [1]],
      ['carol', [1]],
      ['grace', [1]],
    ],
    minutesAgo: 3 * 24 * 60,
  },
  {
    key: 'poll_voted',
    by: 'carol',
    text: 'Settle this once and for all: cats or dogs?',
    options: ['Cats', 'Dogs'],
    expiresInMs: 3 * DAY,
    votes: [
      ['demo', [0]],
      ['alice', [0]],
      ['bob', [1]],
    ],
    minutesAgo: 30,
  },
];

/** Posts in other languages, with sentences the sandbox translator knows. */
export const SEED_FOREIGN_POSTS: { by: string; language: string; text: string }[] = [
  { by: 'carol', language: 'ja', text: '今日は庭でお茶を飲みました。とても静かでした。 #garden' },
  {
    by: 'erin',
    language: 'de',
    text: 'Heute Nacht ist der Himmel klar. Perfekt für das Teleskop! #astronomy',
  },
  {
    by: 'grace',
    language: 'fr',
    text: "Je relis l'histoire des premiers compilateurs. Fascinant.",
  },
];

interface SeedCard {
  by: string;
  text: string;
  card: {
    url: string;
    type: 'link' | 'photo' | 'video';
    title: string;
    description: string;
    provider: string;
    authorName?: string;
    authorUrl?: string;
    authorAccount?: string;
    image?: { seed: number; width: number; height: number; alt: string };
    html?: string;
  };
}

export const SEED_CARDS: SeedCard[] = [
  {
    by: 'bob',
    text: 'A good read on why PostgreSQL arrays keep NULLs: https://blog.example.org/postgres/array-agg-nulls',
    card: {
      url: 'https://blog.example.org/postgres/array-agg-nulls',
      type: 'link',
      title: 'array_agg and the NULLs you did not ask for',
      description: 'Aggregates, FILTER clauses and the small surprises of SQL.',
      provider: 'Example Blog',
      image: { seed: 31, width: 1200, height: 630, alt: 'A stylised landscape' },
    },
  },
  {
    by: 'alice',
    text: 'I wrote up how the pond was built, step by step: https://alice.example.net/garden/pond',
    card: {
      url: 'https://alice.example.net/garden/pond',
      type: 'link',
      title: 'Building a small garden pond',
      description: 'Digging, lining and planting a pond in a weekend.',
      provider: 'Alice’s garden notes',
      authorName: 'Alice Liddell',
      authorUrl: 'https://alice.example.net/',
      authorAccount: 'alice',
      image: { seed: 12, width: 400, height: 400, alt: 'A pond with stones around it' },
    },
  },
  {
    by: 'erin',
    text: 'Short video on finding the Andromeda galaxy with binoculars: https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s #astronomy',
    card: {
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
      type: 'video',
      title: 'Finding Andromeda with binoculars',
      description: 'A two-minute guide for dark autumn nights.',
      provider: 'YouTube',
      authorName: 'Night Sky Notes',
      authorUrl: 'https://www.youtube.com/@nightskynotes',
      image: { seed: 44, width: 480, height: 360, alt: '' },
      html: '<iframe width="480" height="270" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allowfullscreen></iframe>',
    },
  },
  {
    by: 'carol',
    text: 'My drawing made it into the gallery! https://gallery.example.com/works/teapot',
    card: {
      url: 'https://gallery.example.com/works/teapot',
      type: 'photo',
      title: 'Teapot with feelings',
      description: 'Ink on paper.',
      provider: 'Example Gallery',
      image: { seed: 58, width: 800, height: 1000, alt: 'A drawing of a teapot' },
    },
  },
];

/** [reactor, post key, emoji name] */
export const SEED_REACTIONS: [string, string, string][] = [
  ['alice', 'demo_intro', '👍'],
  ['bob', 'demo_intro', '👍'],
  ['carol', 'demo_intro', 'blobcat'],
  ['erin', 'demo_intro', '🎉'],
  ['demo', 'alice_frogs', '❤️'],
  ['carol', 'alice_frogs', '❤️'],
  ['bob', 'alice_frogs', 'blobheart'],
  ['demo', 'erin_meteor', '🎉'],
  ['alice', 'erin_meteor', '✨'],
  // A recent group of reaction notifications for demo: two emoji, one of them twice.
  ['bob', 'demo_reply', '🎉'],
  ['erin', 'demo_reply', '🎉'],
  ['alice', 'demo_reply', 'blobcat'],
];

/** [by, quoted post key, text] */
export const SEED_QUOTES: [string, string, string][] = [
  ['carol', 'erin_fact', 'My favourite fact of the week, quoted for posterity.'],
  ['grace', 'demo_intro', 'A great place to learn the API. Recommended!'],
];

type Posts = Map<string, { id: string; at: Date }>;

async function seedPolls(tx: Queryable, accounts: Map<string, string>, posts: Posts, now: number) {
  for (const poll of SEED_POLLS) {
    const at = new Date(now - poll.minutesAgo * MINUTE);
    const id = await createStatus(tx, null, {
      accountId: accounts.get(poll.by)!,
      text: poll.text,
      visibility: 'public',
      searchability: 'public',
      at,
    });
    await tx.query(
      'insert into polls (status_id, options, multiple, expires_at) values ($1, $2, $3, $4)',
      [id, JSON.stringify(poll.options), poll.multiple ?? false, new Date(now + poll.expiresInMs)],
    );
    for (const [who, choices] of poll.votes) {
      for (const choice of choices) {
        await tx.query(
          'insert into poll_votes (status_id, account_id, choice, created_at) values ($1, $2, $3, $4)',
          [id, accounts.get(who)!, choice, new Date(at.getTime() + 5 * MINUTE)],
        );
      }
    }
    posts.set(poll.key, { id, at });
  }
}

async function seedCards(
  tx: Queryable,
  filesDir: string,
  accounts: Map<string, string>,
  now: number,
) {
  let minutesAgo = 170;
  for (const { by, text, card } of SEED_CARDS) {
    const at = new Date(now - minutesAgo * MINUTE);
    minutesAgo -= 35;
    const cardId = snowflakeAt(at);
    let imagePath: string | null = null;
    let blurhash: string | null = null;
    if (card.image) {
      const picture = landscape(card.image.seed);
      imagePath = `preview_cards/images/${cardId}/original.svg`;
      await writeSystemFile(filesDir, imagePath, picture.svg(card.image.width, card.image.height));
      blurhash = picture.blurhash;
    }
    await tx.query(
      `insert into preview_cards (id, url, type, title, description, provider_name, provider_url,
         author_name, author_url, author_account_id, image_path, image_description, width, height,
         blurhash, html, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        cardId,
        card.url,
        card.type,
        card.title,
        card.description,
        card.provider,
        new URL(card.url).origin,
        card.authorName ?? '',
        card.authorUrl ?? '',
        card.authorAccount ? accounts.get(card.authorAccount)! : null,
        imagePath,
        card.image?.alt ?? '',
        card.image?.width ?? 0,
        card.image?.height ?? 0,
        blurhash,
        card.html ?? '',
        new Date(at.getTime() - DAY),
      ],
    );
    const statusId = await createStatus(tx, null, {
      accountId: accounts.get(by)!,
      text,
      visibility: 'public',
      searchability: 'public',
      at,
    });
    await tx.query('update statuses set preview_card_id = $2 where id = $1', [statusId, cardId]);
  }
}

export async function seedExtras(
  tx: Queryable,
  filesDir: string,
  accounts: Map<string, string>,
  posts: Posts,
  now: number,
): Promise<void> {
  const account = (username: string) => accounts.get(username)!;
  await seedCards(tx, filesDir, accounts, now);
  let minutesAgo = 100;
  for (const foreign of SEED_FOREIGN_POSTS) {
    await createStatus(tx, null, {
      accountId: account(foreign.by),
      text: foreign.text,
      language: foreign.language,
      visibility: 'public',
      searchability: 'public',
      at: new Date(now - minutesAgo * MINUTE),
    });
    minutesAgo -= 12;
  }
  for (const [by, key, text] of SEED_QUOTES) {
    const id = await createStatus(tx, null, {
      accountId: account(by),
      text,
      visibility: 'public',
      searchability: 'public',
      at: new Date(now - minutesAgo * MINUTE),
    });
    minutesAgo -= 7;
    await tx.query('update statuses set quote_of_id = $2 where id = $1', [id, posts.get(key)!.id]);
  }
  const edited = await createStatus(tx, null, {
    accountId: account('bob'),
    text: 'Deploy went fine. No rollbacks today!',
    visibility: 'public',
    searchability: 'public',
    at: new Date(now - 25 * MINUTE),
  });
  await editStatus(tx, null, {
    statusId: edited,
    accountId: account('bob'),
    text: 'Deploy went fine. No rollbacks today! (Edit: one rollback.)',
  });
  await seedPolls(tx, accounts, posts, now);
  // Reactions come a few minutes after their post, so their notifications sit in time with it.
  const reactionAt = responseTimes(3 * MINUTE, now);
  for (const [who, key, name] of SEED_REACTIONS) {
    const target = posts.get(key)!;
    await react(tx, null, account(who), target.id, name, reactionAt(key, target.at));
  }
  await tx.query('insert into reaction_decks (account_id, emojis) values ($1, $2)', [
    account('demo'),
    JSON.stringify(['👍', '❤️', '😂', '🎉', 'blobcat', 'kmyblue']),
  ]);
  await tx.query(`update accounts set emoji_reaction_policy = 'block' where id = $1`, [
    account('dave'),
  ]);
}
