/** The last four hours, and who favourited and bookmarked what. */
import { boost, post, type SeedEntry } from './seedPosts';

/** Less than four hours old. */
export const RECENT_POSTS: SeedEntry[] = [
  post('alice', 'Good morning! Coffee in the garden :coffee: #garden', {
    key: 'alice_recent',
    photos: ['A coffee cup on a garden table'],
  }),
  post('bob', 'Deploying on a Friday. Wish me luck. #typescript'),
  post('carol', 'New drawing: the teapot with feelings, as promised. #art', {
    key: 'carol_recent',
    photos: ['A cartoon teapot looking happy'],
  }),
  post(
    'erin',
    'Reminder: the meteor shower peaks tonight around 2am. Look north-east, away from city lights. #astronomy #space',
    { key: 'erin_meteor' },
  ),
  post('bob', '@demo did you see the new sandbox build? Notifications look great.', {
    key: 'bob_mention',
  }),
  post('demo', '@bob yes! Grouped favourites and all.', {
    key: 'demo_reply',
    replyTo: 'bob_mention',
  }),
  boost('carol', 'erin_meteor'),
  post('alice', 'The frogs arrived in the pond! :blobheart:', { key: 'alice_frogs' }),
  post('grace', 'Trying the #kmyblue markdown and searchability features next.'),
  post('frank', '@demo thanks for the welcome!', { replyTo: 'demo_intro' }),
  post(
    'erin',
    "Why I still love small telescopes:\n\nThey're quick to set up, so you actually use them.\n\nThey teach you the sky instead of a menu.\n\nAnd they fit in the car.",
    { cw: 'Long post about telescopes' },
  ),
  boost('bob', 'alice_frogs'),
  post('carol', '@demo @alice coffee later? :coffee:'),
  post('alice', 'Last sunset photo for a while, I promise. #sunset', {
    photos: ['A red sun touching the horizon'],
  }),
];

/** [who, post key]: favourites, each a few minutes after the post. */
export const SEED_FAVOURITES: [string, string][] = [
  ...['alice', 'bob', 'carol', 'erin', 'frank'].map((who): [string, string] => [who, 'demo_intro']),
  ...['alice', 'bob', 'carol', 'erin', 'frank', 'grace'].map((who): [string, string] => [
    who,
    'demo_grouped',
  ]),
  ...['alice', 'carol', 'erin'].map((who): [string, string] => [who, 'demo_photo']),
  ['bob', 'demo_coffee'],
  ['bob', 'demo_tabs'],
  ['carol', 'demo_tabs'],
  ...['bob', 'carol', 'erin'].map((who): [string, string] => [who, 'alice_sunset1']),
  ...['alice', 'bob'].map((who): [string, string] => [who, 'carol_cats']),
  ...['alice', 'bob', 'carol', 'grace'].map((who): [string, string] => [who, 'erin_night']),
  ...['demo', 'erin'].map((who): [string, string] => [who, 'alice_frogs']),
  ...[
    'alice_sunset1',
    'erin_moon',
    'carol_cats',
    'bob_markdown',
    'erin_fact',
    'alice_garden4',
    'grace_tea',
    'erin_night',
    'carol_recent',
  ].map((key): [string, string] => ['demo', key]),
];

export const SEED_BOOKMARKS: [string, string][] = [
  ['demo', 'bob_markdown'],
  ['demo', 'erin_link'],
  ['demo', 'alice_garden1'],
  ['demo', 'erin_night'],
  ['demo', 'grace_tea'],
];
