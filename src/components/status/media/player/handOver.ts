import type { MediaAttachment } from '../../../../entities/types';
import type {
  PictureInPicturePlayback,
  PlayerColors,
} from '../../../../store/pictureInPicture/pictureInPicture';

/** Audio's colours when the attachment has none: black, white, white (SPEC §3). */
export const DEFAULT_PLAYER_COLORS: PlayerColors = {
  background: '#000000',
  foreground: '#ffffff',
  accent: '#ffffff',
};

// Colours reach CSS from the server: only plain hex colours pass.
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The attachment's colours, each replaced by the default where missing or not a hex colour. */
export function playerColors(colors: MediaAttachment['colors']): PlayerColors {
  const pick = (value: string | undefined, fallback: string) =>
    value && HEX.test(value) ? value : fallback;
  return {
    background: pick(colors?.background, DEFAULT_PLAYER_COLORS.background),
    foreground: pick(colors?.foreground, DEFAULT_PLAYER_COLORS.foreground),
    accent: pick(colors?.accent, DEFAULT_PLAYER_COLORS.accent),
  };
}

/**
 * What moves to picture-in-picture: src, current time, muted and volume; audio also its poster
 * and colours.
 */
export function handOverPayload(input: {
  type: 'video' | 'audio';
  statusId: string;
  accountId: string;
  media: MediaAttachment;
  src: string;
  poster: string | null;
  playing: { currentTime: number; muted: boolean; volume: number };
}): PictureInPicturePlayback {
  const { media, playing } = input;
  return {
    type: input.type,
    statusId: input.statusId,
    accountId: input.accountId,
    attachmentId: media.id,
    src: input.src,
    currentTime: playing.currentTime,
    muted: playing.muted,
    volume: playing.volume,
    description: media.description,
    poster: input.poster,
    colors: input.type === 'audio' ? playerColors(media.colors) : null,
    width: media.width,
    height: media.height,
    frameRate: media.frameRate,
  };
}
