export interface ApiCustomEmojiJSON {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
  category?: string | null;
  width?: number;
  height?: number;
  sensitive?: boolean;
  aliases?: string[];
  license?: string | null;
}
