export type ApiFilterContext =
  'home' | 'notifications' | 'public' | 'thread' | 'account' | 'explore';

export interface ApiFilterKeywordJSON {
  id: string;
  keyword: string;
  whole_word: boolean;
}

export interface ApiFilterJSON {
  id: string;
  title: string;
  context: ApiFilterContext[];
  expires_at: string | null;
  filter_action: 'warn' | 'hide' | 'blur';
  keywords?: ApiFilterKeywordJSON[];
  statuses?: { id: string; status_id: string }[];
}

export interface ApiFilterResultJSON {
  filter: ApiFilterJSON;
  keyword_matches: string[] | null;
  status_matches: string[] | null;
}
