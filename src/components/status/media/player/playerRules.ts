import {
  PLAYER_CLICK_MOVE_MAX_PX,
  PLAYER_DEFAULT_FRAME_RATE,
  PLAYER_DEFAULT_VOLUME,
  PLAYER_SKIP_S,
  PLAYER_UNMUTE_VOLUME,
  PLAYER_VOLUME_STEP,
} from '../../../../store/constants';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss with the hours left out while zero, as Mastodon: 65 s is 01:05, 3723 s 01:02:03. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `${hours > 0 ? `${pad2(hours)}:` : ''}${pad2(minutes)}:${pad2(rest)}`;
}

/** A volume in 0..1, two decimals; anything unreadable is the default. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return PLAYER_DEFAULT_VOLUME;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

/** The up and down arrows: one step of 0.15 up (1) or down (-1). */
export const stepVolume = (volume: number, direction: 1 | -1): number =>
  clampVolume(volume + direction * PLAYER_VOLUME_STEP);

export interface Loudness {
  volume: number;
  muted: boolean;
}

/** Mute toggles; unmuting from volume 0 sets 0.05, so unmuting is heard. */
export function toggleMute({ volume, muted }: Loudness): Loudness {
  if (muted || volume === 0) {
    return { muted: false, volume: volume === 0 ? PLAYER_UNMUTE_VOLUME : volume };
  }
  return { muted: true, volume };
}

/** A new volume from the slider: at 0 the player is muted, above it unmuted. */
export const volumeChosen = (volume: number): Loudness => {
  const clamped = clampVolume(volume);
  return { volume: clamped, muted: clamped === 0 };
};

/** A time within the media: never before 0, never past a known duration. */
export function clampTime(time: number, duration: number): number {
  const start = Number.isFinite(time) ? Math.max(0, time) : 0;
  return Number.isFinite(duration) && duration > 0 ? Math.min(start, duration) : start;
}

/** j/l and the arrows skip 5 s back or forward. */
export const skip = (time: number, direction: 1 | -1, duration: number): number =>
  clampTime(time + direction * PLAYER_SKIP_S, duration);

/** `,` and `.` step one frame (1/25 s unless the media says its frame rate). */
export const frameStep = (frameRate: number | null): number =>
  1 / (frameRate && frameRate > 0 ? frameRate : PLAYER_DEFAULT_FRAME_RATE);

export type Preload = 'auto' | 'metadata' | 'none';

/** Video: auto with a start time, in full screen or while seeking; metadata when detailed. */
export function videoPreload(input: {
  startTime: number;
  fullscreen: boolean;
  seeking: boolean;
  detailed: boolean;
}): Preload {
  if (input.startTime > 0 || input.fullscreen || input.seeking) return 'auto';
  return input.detailed ? 'metadata' : 'none';
}

/** Audio: auto only once it starts playing. */
export const audioPreload = (started: boolean): Preload => (started ? 'auto' : 'none');

export type PlayerKeyAction =
  | 'togglePlay'
  | 'toggleMute'
  | 'toggleFullscreen'
  | 'back'
  | 'forward'
  | 'volumeUp'
  | 'volumeDown'
  | 'previousFrame'
  | 'nextFrame'
  | 'exit';

const KEY_ACTIONS: Record<string, PlayerKeyAction> = {
  k: 'togglePlay',
  ' ': 'togglePlay',
  m: 'toggleMute',
  f: 'toggleFullscreen',
  j: 'back',
  ArrowLeft: 'back',
  l: 'forward',
  ArrowRight: 'forward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  ',': 'previousFrame',
  '.': 'nextFrame',
  Escape: 'exit',
};

/** What a key does while the player has focus (letters either case); null for other keys. */
export function playerKeyAction(key: string): PlayerKeyAction | null {
  return KEY_ACTIONS[key.length === 1 ? key.toLowerCase() : key] ?? null;
}

/**
 * A press on the video is a click when it moved under 5 px in total, used the primary or
 * middle button, and was not on a control (button, link or label).
 */
export const isVideoClick = (input: { movedPx: number; button: number; onControl: boolean }) =>
  input.movedPx < PLAYER_CLICK_MOVE_MAX_PX &&
  (input.button === 0 || input.button === 1) &&
  !input.onControl;

/** Is a box out of the viewport (entirely above, below or beside it)? */
export function isOutOfView(
  box: { top: number; bottom: number; left: number; right: number },
  viewport: { width: number; height: number },
): boolean {
  return (
    box.bottom <= 0 || box.top >= viewport.height || box.right <= 0 || box.left >= viewport.width
  );
}
