import type { MediaAttachment } from '../../../../entities/types';

/** Video and audio attachments play in the client's own players. */
export const isPlayable = (
  media: MediaAttachment,
): media is MediaAttachment & {
  type: 'video' | 'audio';
} => (media.type === 'video' || media.type === 'audio') && !!(media.url ?? media.remoteUrl);
