import type { ApiCustomEmojiJSON } from './customEmoji';

export interface ApiPollOptionJSON {
  title: string;
  votes_count: number | null;
}

export interface ApiPollJSON {
  id: string;
  expires_at: string | null;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count: number | null;
  voted?: boolean;
  own_votes?: number[];
  options: ApiPollOptionJSON[];
  emojis: ApiCustomEmojiJSON[];
}
