export const FILTER_CONTEXTS = [
  'home',
  'notifications',
  'public',
  'thread',
  'account',
  'explore',
] as const;
export type ApiFilterContext = (typeof FILTER_CONTEXTS)[number];
/** What `filter_action` may say: Mastodon's actions (blur since 4.4). */
export const FILTER_ACTIONS = ['warn', 'hide', 'blur'] as const;
export type ApiFilterAction = (typeof FILTER_ACTIONS)[number];
/**
 * kmyblue's `filter_action_ex`: the real action, with `half_warn` (the post's header shows, its
 * body goes behind the warning), which `filter_action` masks as `warn` for other clients.
 */
export const FILTER_ACTIONS_EX = [...FILTER_ACTIONS, 'half_warn'] as const;
export type ApiFilterActionEx = (typeof FILTER_ACTIONS_EX)[number];
/** kmyblue's switches on a filter, each a boolean on the wire. */
export const FILTER_OPTIONS = [
  'exclude_follows',
  'exclude_localusers',
  'with_quote',
  'with_profile',
] as const;
export type ApiFilterOption = (typeof FILTER_OPTIONS)[number];

export interface ApiFilterKeywordJSON {
  id: string;
  keyword: string;
  whole_word: boolean;
}

export interface ApiFilterStatusJSON {
  id: string;
  status_id: string;
}

export interface ApiFilterJSON {
  id: string;
  title: string;
  context: ApiFilterContext[];
  expires_at: string | null;
  filter_action: ApiFilterAction;
  /** kmyblue: the real action. */
  filter_action_ex?: ApiFilterActionEx;
  /** kmyblue: not applied to accounts the owner follows. */
  exclude_follows?: boolean;
  /** kmyblue: not applied to the server's own accounts. */
  exclude_localusers?: boolean;
  /** kmyblue (default true): also matches the text of quoted and referenced posts. */
  with_quote?: boolean;
  /** kmyblue: also matches the author's display name and bio. */
  with_profile?: boolean;
  keywords?: ApiFilterKeywordJSON[];
  statuses?: ApiFilterStatusJSON[];
}

export interface ApiFilterResultJSON {
  filter: ApiFilterJSON;
  keyword_matches: string[] | null;
  status_matches: string[] | null;
}
