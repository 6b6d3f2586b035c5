/** The demo data seedExtras.ts stores: polls, foreign-language posts, link previews, reactions, quotes. */

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

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
