/** The seeded posts in the order they happened; seed.ts gives them times relative to now. */

export interface SeedPost {
  kind: 'post';
  key?: string;
  by: string;
  text: string;
  cw?: string;
  sensitive?: boolean;
  visibility?: string;
  /** One description per generated photo ('' for none). */
  photos?: string[];
  replyTo?: string;
  markdown?: boolean;
  pin?: boolean;
  /** Keys of posts this one refers to (kmyblue status references). */
  refers?: string[];
}

export interface SeedBoost {
  kind: 'boost';
  by: string;
  of: string;
}

export type SeedEntry = SeedPost | SeedBoost;

type PostOptions = Omit<SeedPost, 'kind' | 'by' | 'text'>;
export const post = (by: string, text: string, options: PostOptions = {}): SeedPost => ({
  kind: 'post',
  by,
  text,
  ...options,
});
export const boost = (by: string, of: string): SeedBoost => ({ kind: 'boost', by, of });

/**
 * When people respond to a post (favourites, reactions): the nth one `delay` ms after it, twenty
 * seconds apart, and never later than half a minute ago. The result remembers the counts per key.
 */
export function responseTimes(delay: number, now: number): (key: string, postAt: Date) => Date {
  const counts = new Map<string, number>();
  return (key, postAt) => {
    const nth = (counts.get(key) ?? 0) + 1;
    counts.set(key, nth);
    return new Date(Math.min(postAt.getTime() + delay + nth * 20_000, now - 30_000));
  };
}

/** Older than four hours: spread over the last ten days. */
export const OLDER_POSTS: SeedEntry[] = [
  post(
    'alice',
    "Hello, fediverse! I'm Alice. I'll mostly post photos of #sunsets and my #garden. Nice to meet you all :blobcat:",
    { key: 'alice_intro' },
  ),
  post(
    'bob',
    'First post on the new server. I write #typescript for a living and #postgres for fun.',
  ),
  post(
    'carol',
    "Hi! I'm Carol :blobcat: I draw a little something every day. Follow along for #art and the occasional cat.",
  ),
  post(
    'demo',
    'Welcome to the kmyblue sandbox! This is the demo account. Everything here is generated test data, so feel free to favourite, boost and reply to anything.\n\nThe source of kmyblue lives at https://github.com/kmycode/mastodon',
    { key: 'demo_intro', pin: true },
  ),
  post(
    'erin',
    'Astronomer here. Expect pictures of the night sky and too many facts about #space.',
  ),
  post('alice', "Tonight's sunset from the hill behind the house. #sunset #photography", {
    key: 'alice_sunset1',
    photos: ['A wide orange sunset over green hills'],
  }),
  post('bob', '@alice that colour gradient is unreal', { replyTo: 'alice_sunset1' }),
  boost('carol', 'alice_sunset1'),
  post(
    'bob',
    'Today I learned: in **PostgreSQL**, `array_agg` keeps NULLs unless you filter them out.\n\n*Small things.* #postgres #til',
    { key: 'bob_markdown', markdown: true },
  ),
  post(
    'erin',
    'The Moon through the small telescope last night. Two exposures, same evening. #astronomy #moon',
    {
      key: 'erin_moon',
      photos: ['The Moon, first exposure', 'The Moon, second exposure, slightly brighter'],
    },
  ),
  post('frank', 'Just joined! Who should I follow? #introductions', { key: 'frank_intro' }),
  post(
    'grace',
    'Reading about the first compilers again. The history of computing is full of people who were told something was impossible and did it anyway.',
  ),
  post('demo', '@frank welcome! Have a look at the local timeline, everyone here is friendly.', {
    replyTo: 'frank_intro',
  }),
  post('alice', 'A short thread about my #garden (1/4)', { key: 'alice_garden1', pin: true }),
  post('alice', 'The tomatoes are finally turning red. Last year the snails got them all. (2/4)', {
    key: 'alice_garden2',
    replyTo: 'alice_garden1',
    photos: ['Three red tomatoes on the vine'],
  }),
  post('alice', 'This year I tried copper tape around the beds. It seems to work! (3/4)', {
    key: 'alice_garden3',
    replyTo: 'alice_garden2',
  }),
  post('alice', 'Next up: a small pond. If you have tips, reply below. (4/4)', {
    key: 'alice_garden4',
    replyTo: 'alice_garden3',
  }),
  post(
    'carol',
    '@alice a pond is the best thing I ever did for my garden. Frogs arrived within a week!',
    { replyTo: 'alice_garden4' },
  ),
  boost('bob', 'alice_garden1'),
  post('carol', 'Sketchbook page from this morning. Still learning hands. #art #sketch', {
    key: 'carol_sketch',
    cw: 'Work in progress art, eye contact',
    photos: ['Pencil sketch of a face looking at the viewer'],
  }),
  post(
    'erin',
    'Great explainer on how the fediverse fits together: https://en.wikipedia.org/wiki/Fediverse #fediverse',
    { key: 'erin_link' },
  ),
  post(
    'bob',
    'Reading the statuses API docs again: https://docs.joinmastodon.org/methods/statuses/#create\n\nThe Idempotency-Key header saves so many duplicate posts.',
  ),
  post('demo', 'Morning :coffee: What is everyone working on today?', { key: 'demo_coffee' }),
  post('alice', '@demo repotting everything before the rain comes', { replyTo: 'demo_coffee' }),
  post('bob', '@demo fixing a bug I wrote yesterday, as usual :blobfox:', {
    replyTo: 'demo_coffee',
  }),
  post('carol', 'Cats are liquid. This is not a drill. :blobcat: :blobcat: :blobcat:', {
    key: 'carol_cats',
    photos: ['A grey cat poured into a fruit bowl'],
  }),
  boost('erin', 'carol_cats'),
  post(
    'erin',
    "The twist at the end where the ship's computer turns out to be the narrator? I did not see that coming. Recommended!",
    { cw: 'Spoilers for a science fiction novel' },
  ),
  post(
    'alice',
    'Followers only: the garden open day is next Saturday, come by if you are around!',
    { visibility: 'private' },
  ),
  post('bob', 'Unlisted thought: naming things is still the hardest problem.', {
    visibility: 'unlisted',
  }),
  post(
    'carol',
    'This one is only for people who are signed in. Hello, signed-in people! :blobheart:',
    { visibility: 'login' },
  ),
  post(
    'erin',
    'Local-only note: clear skies forecast for the weekend. Anyone up for stargazing? #astronomy',
    { visibility: 'public_unlisted' },
  ),
  post('alice', '@demo psst, are you coming to the open day?', {
    key: 'alice_dm',
    visibility: 'direct',
  }),
  post('demo', "@alice wouldn't miss it!", { replyTo: 'alice_dm', visibility: 'direct' }),
  post('bob', 'Lunch :sushi: :sushi: :sushi: #food', { key: 'bob_sushi' }),
  post('frank', '@bob that looks amazing', { replyTo: 'bob_sushi' }),
  post(
    'demo',
    "Testing photo uploads on the sandbox. Here's a landscape the server drew by itself. #kmyblue",
    { key: 'demo_photo', photos: ['A generated landscape with a sun over hills'] },
  ),
  boost('alice', 'demo_photo'),
  boost('erin', 'demo_photo'),
  post('carol', '@demo the colours are lovely!', { replyTo: 'demo_photo' }),
  post(
    'erin',
    "Fun fact: light from the Sun takes about 8 minutes and 20 seconds to reach us. So you're always seeing the past. #space",
    { key: 'erin_fact' },
  ),
  post('bob', 'Question for the timeline: tabs or spaces? Wrong answers only.', {
    key: 'bob_tabs',
  }),
  post('carol', '@bob a mix, chosen by dice', { replyTo: 'bob_tabs' }),
  post('erin', '@bob I use the space bar to advance slides, does that count?', {
    replyTo: 'bob_tabs',
  }),
  post('demo', '@bob whatever the formatter says :blobfox:', {
    key: 'demo_tabs',
    replyTo: 'bob_tabs',
  }),
  post('bob', '@demo coward', { replyTo: 'demo_tabs' }),
  post('grace', 'Afternoon tea and an old manual on compilers. A perfect combination.', {
    key: 'grace_tea',
    photos: ['A cup of tea next to an open book'],
  }),
  post('alice', "Another sunset, because I can't help myself. #sunset", {
    key: 'alice_sunset2',
    photos: ['Pink and purple sky over a lake', 'The same lake a few minutes later'],
  }),
  post('dave', 'I am a bot. I post the weather for Sandbox City every few hours.'),
  post('carol', 'Drawing prompt for today: a teapot with feelings. #art'),
  post('erin', 'Mutuals only: I got the telescope time I applied for!!', { visibility: 'mutual' }),
  post('bob', 'Following up on my #postgres post: `string_agg` behaves the same way.', {
    markdown: true,
    refers: ['bob_markdown'],
  }),
  post(
    'alice',
    'Three links I enjoyed this week:\nhttps://joinmastodon.org\nhttps://github.com/kmycode/mastodon\nhttps://example.com/a/very/long/path/that/goes/on/and/on/for/quite/a/while?with=query',
  ),
  post(
    'demo',
    'Followers-only note to self: reset the sandbox before the demo with npm run sandbox:reset',
    { visibility: 'private' },
  ),
  boost('carol', 'erin_link'),
  post('alice', 'What are you reading at the moment?', { key: 'alice_reading' }),
  post('erin', '@alice a history of the space telescope. Very nerdy, very good.', {
    replyTo: 'alice_reading',
  }),
  post('grace', '@alice a biography of an early programmer!', { replyTo: 'alice_reading' }),
  post('demo', '@alice the kmyblue source code, honestly', { replyTo: 'alice_reading' }),
  post('frank', 'Learning how #hashtags work here. #firstweek'),
  boost('bob', 'erin_fact'),
  post(
    'erin',
    "Four shots from last night's session: the Milky Way, Orion, a meteor (!), and my very cold hands. #astronomy #photography",
    {
      key: 'erin_night',
      photos: [
        'The Milky Way above a dark field',
        'The constellation Orion',
        'A faint meteor trail',
        'Two gloved hands holding a thermos',
      ],
    },
  ),
  post('carol', "Blurred by default because it's a bit spooky. Halloween practice! #art", {
    key: 'carol_spooky',
    sensitive: true,
    photos: ['A spooky drawing of a pumpkin'],
  }),
  post(
    'bob',
    'Hot take: every API should return the same error shape. {"error": "..."} is all I need.',
  ),
  post('alice', 'Garden update: the pond is dug! #garden', {
    photos: ['A freshly dug pond lined with stones'],
  }),
  post(
    'demo',
    'Small request: if you are testing the client, try the notifications screen. Everyone who favourited this post should show up in one row. :kmyblue:',
    { key: 'demo_grouped' },
  ),
  boost('bob', 'demo_grouped'),
  boost('carol', 'demo_grouped'),
  post('erin', 'Cloudy tonight. No stars. Here is a picture of a cloud instead. #weather', {
    photos: ['A grey cloud'],
  }),
  post('grace', '@demo thanks for setting this sandbox up, it is handy for learning the API.'),
  boost('alice', 'grace_tea'),
];
