/** The instance's custom emojis. */
import { rows, type Queryable } from '../db/database';

export interface EmojiRow {
  shortcode: string;
  category: string | null;
  visible_in_picker: boolean;
  sensitive: boolean;
  file_path: string;
  width: number;
  height: number;
  aliases: string[];
  license: string | null;
}

export async function loadEmojiRows(db: Queryable): Promise<EmojiRow[]> {
  return rows<EmojiRow>(db, 'select * from custom_emojis order by shortcode');
}
