/**
 * Every keyboard shortcut, once: what the handler matches and what /keyboard-shortcuts lists.
 * A key is written as it is pressed: a single key (`r`, `enter`, `up`, `?`), a range of
 * single keys (`1-9`), a sequence (`g h`: g, then h within a second) or a combination with
 * alt (`alt+n`). `status` commands act on the focused post, `feed` ones move through a feed,
 * `app` ones anywhere. Mastodon's keys and wording; kmyblue's additions are marked.
 */
export type HotkeyScope = 'status' | 'feed' | 'app';

export interface HotkeyEntry {
  command: string;
  keys: readonly string[];
  scope: HotkeyScope;
  message: { id: string; defaultMessage: string };
  /** For the `g` navigation: where it goes (`{me}` is the reader's own acct). */
  path?: string;
}

export const HOTKEYS = [
  {
    command: 'reply',
    keys: ['r'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.reply', defaultMessage: 'Reply to post' },
  },
  {
    command: 'mention',
    keys: ['m'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.mention', defaultMessage: 'Mention author' },
  },
  {
    command: 'openProfile',
    keys: ['p'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.profile', defaultMessage: "Open author's profile" },
  },
  {
    command: 'favourite',
    keys: ['f'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.favourite', defaultMessage: 'Favorite post' },
  },
  {
    command: 'boost',
    keys: ['b'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.boost', defaultMessage: 'Boost post' },
  },
  {
    command: 'bookmark',
    keys: ['d'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.bookmark', defaultMessage: 'Bookmark post' },
  },
  {
    command: 'quote',
    keys: ['q'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.quote', defaultMessage: 'Quote post' },
  },
  // kmyblue: the emoji reaction picker (a, free in Mastodon's map).
  {
    command: 'emojiReaction',
    keys: ['a'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.emoji_reaction', defaultMessage: 'Add an emoji reaction' },
  },
  {
    command: 'open',
    keys: ['enter', 'o'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.enter', defaultMessage: 'Open post' },
  },
  {
    command: 'translate',
    keys: ['t'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.translate', defaultMessage: 'to translate a post' },
  },
  {
    command: 'openMedia',
    keys: ['e'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.open_media', defaultMessage: 'Open media' },
  },
  {
    command: 'toggleHidden',
    keys: ['x'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.toggle_hidden', defaultMessage: 'Show/hide text behind CW' },
  },
  {
    command: 'toggleSensitive',
    keys: ['h'],
    scope: 'status',
    message: { id: 'keyboard_shortcuts.toggle_sensitivity', defaultMessage: 'Show/hide media' },
  },
  {
    command: 'moveUp',
    keys: ['up', 'k'],
    scope: 'feed',
    message: { id: 'keyboard_shortcuts.up', defaultMessage: 'Move up in the list' },
  },
  {
    command: 'moveDown',
    keys: ['down', 'j'],
    scope: 'feed',
    message: { id: 'keyboard_shortcuts.down', defaultMessage: 'Move down in the list' },
  },
  {
    command: 'moveToTop',
    keys: ['0'],
    scope: 'feed',
    message: { id: 'keyboard_shortcuts.top', defaultMessage: 'Move to top of list' },
  },
  {
    command: 'focusColumn',
    keys: ['1-9'],
    scope: 'feed',
    message: { id: 'keyboard_shortcuts.column', defaultMessage: 'Focus column' },
  },
  {
    command: 'focusLoadMore',
    keys: ['l'],
    scope: 'feed',
    message: { id: 'keyboard_shortcuts.load_more', defaultMessage: 'Focus "Load more" button' },
  },
  {
    command: 'compose',
    keys: ['n'],
    scope: 'app',
    message: { id: 'keyboard_shortcuts.compose', defaultMessage: 'Focus compose textarea' },
  },
  {
    command: 'newPost',
    keys: ['alt+n'],
    scope: 'app',
    message: { id: 'keyboard_shortcuts.toot', defaultMessage: 'Start a new post' },
  },
  {
    command: 'toggleComposeSpoiler',
    keys: ['alt+x'],
    scope: 'app',
    message: { id: 'keyboard_shortcuts.spoilers', defaultMessage: 'Show/hide CW field' },
  },
  {
    command: 'back',
    keys: ['backspace'],
    scope: 'app',
    message: { id: 'keyboard_shortcuts.back', defaultMessage: 'Navigate back' },
  },
  {
    command: 'search',
    keys: ['s', '/'],
    scope: 'app',
    message: { id: 'keyboard_shortcuts.search', defaultMessage: 'Focus search bar' },
  },
  {
    command: 'unfocus',
    keys: ['esc'],
    scope: 'app',
    message: {
      id: 'keyboard_shortcuts.unfocus',
      defaultMessage: 'Unfocus compose textarea/search',
    },
  },
  {
    command: 'goToHome',
    keys: ['g h'],
    scope: 'app',
    path: '/home',
    message: { id: 'keyboard_shortcuts.home', defaultMessage: 'Open home timeline' },
  },
  {
    command: 'goToNotifications',
    keys: ['g n'],
    scope: 'app',
    path: '/notifications',
    message: {
      id: 'keyboard_shortcuts.notifications',
      defaultMessage: 'Open notifications column',
    },
  },
  {
    command: 'goToLocal',
    keys: ['g l'],
    scope: 'app',
    path: '/public/local',
    message: { id: 'keyboard_shortcuts.local', defaultMessage: 'Open local timeline' },
  },
  {
    command: 'goToFederated',
    keys: ['g t'],
    scope: 'app',
    path: '/public',
    message: { id: 'keyboard_shortcuts.federated', defaultMessage: 'Open federated timeline' },
  },
  {
    command: 'goToDirect',
    keys: ['g d'],
    scope: 'app',
    path: '/conversations',
    message: { id: 'keyboard_shortcuts.direct', defaultMessage: 'Open private mentions column' },
  },
  // Mastodon's "get started" column is the navigation: this moves focus into it.
  {
    command: 'goToStart',
    keys: ['g s'],
    scope: 'app',
    message: { id: 'keyboard_shortcuts.start', defaultMessage: 'Open “get started” column' },
  },
  {
    command: 'goToFavourites',
    keys: ['g f'],
    scope: 'app',
    path: '/favourites',
    message: { id: 'keyboard_shortcuts.favourites', defaultMessage: 'Open favorites list' },
  },
  {
    command: 'goToPinned',
    keys: ['g p'],
    scope: 'app',
    path: '/pinned',
    message: { id: 'keyboard_shortcuts.pinned', defaultMessage: 'Open pinned posts list' },
  },
  {
    command: 'goToProfile',
    keys: ['g u'],
    scope: 'app',
    path: '/@{me}',
    message: { id: 'keyboard_shortcuts.my_profile', defaultMessage: 'Open your profile' },
  },
  {
    command: 'goToBlocked',
    keys: ['g b'],
    scope: 'app',
    path: '/blocks',
    message: { id: 'keyboard_shortcuts.blocked', defaultMessage: 'Open blocked users list' },
  },
  {
    command: 'goToMuted',
    keys: ['g m'],
    scope: 'app',
    path: '/mutes',
    message: { id: 'keyboard_shortcuts.muted', defaultMessage: 'Open muted users list' },
  },
  {
    command: 'goToRequests',
    keys: ['g r'],
    scope: 'app',
    path: '/follow_requests',
    message: { id: 'keyboard_shortcuts.requests', defaultMessage: 'Open follow requests list' },
  },
  // kmyblue's own lists.
  {
    command: 'goToEmojiReactions',
    keys: ['g e'],
    scope: 'app',
    path: '/emoji_reactions',
    message: { id: 'keyboard_shortcuts.emoji_reactions', defaultMessage: 'Open emoji reactions' },
  },
  {
    command: 'goToBookmarks',
    keys: ['g k'],
    scope: 'app',
    path: '/bookmarks',
    message: { id: 'keyboard_shortcuts.bookmarks', defaultMessage: 'Open bookmarks' },
  },
  {
    command: 'goToLists',
    keys: ['g i'],
    scope: 'app',
    path: '/lists',
    message: { id: 'keyboard_shortcuts.lists', defaultMessage: 'Open lists' },
  },
  {
    command: 'goToAntennas',
    keys: ['g a'],
    scope: 'app',
    path: '/antennasw',
    message: { id: 'keyboard_shortcuts.antennas', defaultMessage: 'Open antennas' },
  },
  {
    command: 'switchAccount',
    keys: ['alt+a'],
    scope: 'app',
    message: {
      id: 'keyboard_shortcuts.switch_account',
      defaultMessage: 'Switch to the next signed-in account',
    },
  },
  {
    command: 'help',
    keys: ['?'],
    scope: 'app',
    path: '/keyboard-shortcuts',
    message: { id: 'keyboard_shortcuts.legend', defaultMessage: 'Display this legend' },
  },
] as const satisfies readonly HotkeyEntry[];

type Entry = (typeof HOTKEYS)[number];
export type HotkeyCommand = Entry['command'];
export type StatusCommand = Extract<Entry, { scope: 'status' }>['command'];
export type FeedCommand = Extract<Entry, { scope: 'feed' }>['command'];
export type AppCommand = Extract<Entry, { scope: 'app' }>['command'];
