/** A compact set of common unicode emoji for the picker, with search names, by category. */
export interface UnicodeEmoji {
  char: string;
  name: string;
  keywords: string;
}

export interface UnicodeCategory {
  id: string;
  title: { id: string; defaultMessage: string };
  emojis: UnicodeEmoji[];
}

const list = (entries: string): UnicodeEmoji[] =>
  entries
    .trim()
    .split('\n')
    .map((line) => {
      const [char = '', name = '', keywords = ''] = line.trim().split('|');
      return { char, name, keywords };
    });

export const UNICODE_CATEGORIES: UnicodeCategory[] = [
  {
    id: 'people',
    title: { id: 'emoji_button.people', defaultMessage: 'People' },
    emojis: list(`
😀|grinning|smile happy
😃|smiley|happy joy
😄|smile|happy joy laugh
😁|grin|happy
😆|laughing|satisfied laugh
😅|sweat_smile|relief
😂|joy|tears laugh
🤣|rofl|rolling laugh
😊|blush|proud
😇|innocent|angel halo
🙂|slightly_smiling_face|smile
🙃|upside_down_face|silly
😉|wink|flirt
😍|heart_eyes|love crush
🥰|smiling_face_with_hearts|love
😘|kissing_heart|kiss love
😋|yum|tasty delicious
😛|stuck_out_tongue|tongue
😜|stuck_out_tongue_winking_eye|prank silly
🤪|zany_face|crazy goofy
🤔|thinking|hmm think
🤨|raised_eyebrow|suspicious
😐|neutral_face|meh
😑|expressionless|blank
😶|no_mouth|silent
😏|smirk|smug
😒|unamused|meh
🙄|roll_eyes|eyeroll
😬|grimacing|awkward
😌|relieved|calm
😔|pensive|sad
😪|sleepy|tired
😴|sleeping|zzz
😷|mask|sick
🤒|thermometer_face|sick ill
🤯|exploding_head|mind blown
🥳|partying_face|party celebrate
😎|sunglasses|cool
🤓|nerd_face|geek
😕|confused|puzzled
😟|worried|nervous
😮|open_mouth|surprise wow
😲|astonished|shocked
🥺|pleading_face|puppy eyes
😢|cry|sad tear
😭|sob|cry sad
😱|scream|horror
😤|triumph|steam
😡|rage|angry mad
🤬|cursing_face|swearing
💀|skull|dead
🤡|clown_face|clown
👻|ghost|halloween
👽|alien|ufo
🤖|robot|bot
👍|+1|thumbsup yes like
👎|-1|thumbsdown no dislike
👏|clap|applause
🙌|raised_hands|hooray
🙏|pray|please thanks
👋|wave|hello bye
🤝|handshake|deal
💪|muscle|strong
👀|eyes|look see
`),
  },
  {
    id: 'nature',
    title: { id: 'emoji_button.nature', defaultMessage: 'Nature' },
    emojis: list(`
🐶|dog|puppy pet
🐱|cat|kitten pet
🐭|mouse|animal
🦊|fox_face|fox
🐻|bear|animal
🐼|panda_face|panda
🐸|frog|toad
🐧|penguin|bird
🐦|bird|tweet
🦉|owl|bird night
🐝|bee|honey
🦋|butterfly|insect
🐢|turtle|slow
🐙|octopus|sea
🐳|whale|sea
🌵|cactus|desert
🌲|evergreen_tree|tree
🌻|sunflower|flower
🌸|cherry_blossom|flower spring
🍀|four_leaf_clover|luck
🍁|maple_leaf|autumn
🌙|crescent_moon|night
⭐|star|night
🌟|star2|glow sparkle
✨|sparkles|shiny magic
☀️|sunny|sun weather
⛅|partly_sunny|cloud weather
🌧️|cloud_with_rain|rain weather
❄️|snowflake|cold winter
🌈|rainbow|pride
🔥|fire|hot lit
🌊|ocean|wave sea
`),
  },
  {
    id: 'food',
    title: { id: 'emoji_button.food', defaultMessage: 'Food & Drink' },
    emojis: list(`
🍎|apple|fruit
🍊|tangerine|orange fruit
🍋|lemon|fruit sour
🍉|watermelon|fruit summer
🍓|strawberry|fruit
🍅|tomato|vegetable
🥑|avocado|fruit
🍞|bread|toast
🧀|cheese|food
🍕|pizza|food
🍔|hamburger|burger
🍟|fries|chips
🍣|sushi|fish japan
🍜|ramen|noodles
🍰|cake|dessert
🍪|cookie|dessert
🍩|doughnut|donut
🍫|chocolate_bar|sweet
☕|coffee|cafe drink
🍵|tea|drink green
🍺|beer|drink
🍷|wine_glass|drink
`),
  },
  {
    id: 'activity',
    title: { id: 'emoji_button.activity', defaultMessage: 'Activity' },
    emojis: list(`
⚽|soccer|football ball
🏀|basketball|ball
🎾|tennis|ball
🎮|video_game|game controller
🎲|game_die|dice
🎨|art|paint palette
🎵|musical_note|music
🎸|guitar|music
🎉|tada|party celebrate hooray
🎊|confetti_ball|party
🎁|gift|present
🏆|trophy|win
🏅|medal|award
`),
  },
  {
    id: 'objects',
    title: { id: 'emoji_button.objects', defaultMessage: 'Objects' },
    emojis: list(`
💻|computer|laptop
📱|iphone|phone mobile
📷|camera|photo
🔭|telescope|astronomy
📚|books|read library
✏️|pencil2|write
📌|pushpin|pin
🔒|lock|secure
🔑|key|password
💡|bulb|idea
⏰|alarm_clock|time
🚀|rocket|launch ship
`),
  },
  {
    id: 'symbols',
    title: { id: 'emoji_button.symbols', defaultMessage: 'Symbols' },
    emojis: list(`
❤️|heart|love red
🧡|orange_heart|love
💛|yellow_heart|love
💚|green_heart|love
💙|blue_heart|love
💜|purple_heart|love
🖤|black_heart|love
💔|broken_heart|sad
💯|100|hundred perfect
✅|white_check_mark|yes done
❌|x|no cross
❓|question|what
❗|exclamation|important
⚠️|warning|caution
♻️|recycle|environment
`),
  },
];

export const UNICODE_EMOJIS: UnicodeEmoji[] = UNICODE_CATEGORIES.flatMap((c) => c.emojis);
