export const MEDIA_TYPES = ['image', 'gifv', 'video', 'audio', 'unknown'] as const;
export type ApiMediaType = (typeof MEDIA_TYPES)[number];

export interface ApiMediaFocusJSON {
  x: number;
  y: number;
}

export interface ApiMediaMetaJSON {
  focus?: ApiMediaFocusJSON;
  original?: { width?: number; height?: number; duration?: number; frame_rate?: string };
  small?: { width?: number; height?: number };
  colors?: { background?: string; foreground?: string; accent?: string };
}

export interface ApiMediaAttachmentJSON {
  id: string;
  type: ApiMediaType;
  url: string | null;
  preview_url: string | null;
  remote_url: string | null;
  preview_remote_url?: string | null;
  text_url?: string | null;
  meta: ApiMediaMetaJSON | null;
  description: string | null;
  blurhash: string | null;
}
