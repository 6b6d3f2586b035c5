import type { ApiCustomEmojiJSON, ApiEmojiReactionJSON } from '../../src/api/types';
import { shortcodesIn } from '../content/text';
import type { EmojiRow, SerializeContext } from './context';

export function emojiJSON(row: EmojiRow, origin: string): ApiCustomEmojiJSON {
  const url = `${origin}/system/${row.file_path}`;
  return {
    shortcode: row.shortcode,
    url,
    static_url: url,
    visible_in_picker: row.visible_in_picker,
    category: row.category,
    width: row.width,
    height: row.height,
    sensitive: row.sensitive,
    aliases: row.aliases,
    license: row.license,
  };
}

/** The custom emojis used in the given texts, as Mastodon lists them beside the content. */
export function emojisIn(ctx: SerializeContext, ...texts: string[]): ApiCustomEmojiJSON[] {
  const result: ApiCustomEmojiJSON[] = [];
  for (const shortcode of shortcodesIn(...texts)) {
    const row = ctx.emojis.get(shortcode);
    if (row) result.push(emojiJSON(row, ctx.origin));
  }
  return result;
}

/**
 * kmyblue's emoji reaction: a custom emoji by its shortcode (with its picture, and `domain` null
 * for a local one), else the unicode emoji itself. A status's reaction says who reacted; a
 * notification's is the one reaction (count 1, me false: kmyblue's NotifyEmojiReactionSerializer).
 */
export function emojiReactionJSON(
  ctx: SerializeContext,
  name: string,
  accountIds?: string[],
): ApiEmojiReactionJSON {
  const json: ApiEmojiReactionJSON = accountIds
    ? {
        name,
        count: accountIds.length,
        account_ids: accountIds,
        me: ctx.viewerId !== null && accountIds.includes(ctx.viewerId),
      }
    : { name, count: 1, me: false };
  const emoji = ctx.emojis.get(name);
  if (emoji) {
    json.url = `${ctx.origin}/system/${emoji.file_path}`;
    json.static_url = json.url;
    json.domain = null;
  }
  return json;
}
