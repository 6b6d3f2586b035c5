import type { ApiCustomEmojiJSON } from '../../src/api/types';
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
