/** Around a status: its translation, edit history, who reacted with what, the reaction deck. */
import type { ApiAccountJSON } from './accounts';
import type { ApiCustomEmojiJSON } from './customEmoji';
import type { ApiMediaAttachmentJSON } from './media';

export interface ApiTranslationJSON {
  content: string;
  spoiler_text: string;
  detected_source_language: string;
  provider: string;
  media_attachments?: { id: string; description: string }[];
  poll?: { id: string; options: { title: string }[] } | null;
  /** The custom emoji the translated text uses (the sandbox sends them; Mastodon leaves them out). */
  emojis?: ApiCustomEmojiJSON[];
}

/** One version of an edited status (GET statuses/:id/history); kmyblue adds markdown. */
export interface ApiStatusEditJSON {
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  created_at: string;
  account: ApiAccountJSON;
  poll?: { options: { title: string }[] } | null;
  media_attachments: ApiMediaAttachmentJSON[];
  emojis: ApiCustomEmojiJSON[];
  markdown?: boolean;
}

/** kmyblue's reaction deck: {name} for unicode emoji, with the image for local custom ones. */
export interface ApiDeckEmojiJSON {
  name: string;
  url?: string;
  static_url?: string;
  width?: number;
  height?: number;
}

/** kmyblue's emoji_reactioned_by: one row per account and emoji. */
export interface ApiEmojiReactionAccountJSON {
  /** The reaction's id. */
  id: string;
  name: string;
  url?: string;
  static_url?: string;
  domain?: string | null;
  account: ApiAccountJSON;
}
