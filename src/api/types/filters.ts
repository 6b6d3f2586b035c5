export const FILTER_CONTEXTS = [
  'home',
  'notifications',
  'public',
  'thread',
  'account',
  'explore',
] as const;
export type ApiFilterContext = (typeof FILTER_CONTEXTS)[number];
export const FILTER_ACTIONS = ['warn', 'hide', 'blur'] as const;
export type ApiFilterAction = (typeof FILTER_ACTIONS)[number];

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
  keywords?: ApiFilterKeywordJSON[];
  statuses?: ApiFilterStatusJSON[];
}

export interface ApiFilterResultJSON {
  filter: ApiFilterJSON;
  keyword_matches: string[] | null;
  status_matches: string[] | null;
}
