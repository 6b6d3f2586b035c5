/** Upload progress, processing delays, focus, limits and sensitivity. */
import type { LocalText } from '../../i18n/text';
import { MEDIA_PROCESSING_DELAY_UNIT_MS, UPLOAD_PERCENT_MAX } from '../constants';
import { COMPOSE_MESSAGES } from './composeMessages';

/** Progress in percent, at most 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(UPLOAD_PERCENT_MAX, Math.round((loaded / total) * 100));
}

/**
 * The delay before polling processing media again, log2 of the attempt number times
 * 1 s: the first poll goes at once, then 1 s, 1.58 s, 2 s… (a growing delay for each 206).
 */
export const processingDelayMs = (attempt: number): number =>
  Math.log2(Math.max(1, attempt)) * MEDIA_PROCESSING_DELAY_UNIT_MS;

export { formatFocus } from '../../entities/statusRequest';

/** 'x,y' as typed, each clamped to -1..1; null when it is not two numbers. */
export function parseFocus(text: string): { x: number; y: number } | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => p === '')) return null;
  const [x, y] = parts.map(Number) as [number, number];
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const clamp = (n: number) => Math.max(-1, Math.min(1, n));
  return { x: clamp(x), y: clamp(y) };
}

/** A click on the picture (0..1 from the top left) as Mastodon's focus (-1..1, y up). */
export const focusFromPoint = (fx: number, fy: number): { x: number; y: number } => ({
  x: Math.round((fx * 2 - 1) * 100) / 100,
  y: Math.round((1 - fy * 2) * 100) / 100,
});

export const pointFromFocus = (focus: { x: number; y: number }): { fx: number; fy: number } => ({
  fx: (focus.x + 1) / 2,
  fy: (1 - focus.y) / 2,
});

/** Why files cannot be added now, or null. */
export function uploadBlockReason(input: {
  files: number;
  existing: number;
  pending: number;
  max: number;
  hasQuote: boolean;
  hasPoll: boolean;
}): LocalText | null {
  if (input.hasQuote) return COMPOSE_MESSAGES.uploadWithQuote;
  if (input.hasPoll) return COMPOSE_MESSAGES.uploadWithPoll;
  if (input.files + input.existing + input.pending > input.max) return COMPOSE_MESSAGES.uploadLimit;
  return null;
}

export interface SensitivityState {
  sensitive: boolean;
  spoiler: boolean;
  mediaCount: number;
}

/** Turning the warning on with media present, without default_sensitive, flips sensitive. */
export function sensitiveAfterSpoilerToggle(
  s: SensitivityState,
  defaultSensitive: boolean,
): boolean {
  const spoilerOn = !s.spoiler;
  if (spoilerOn && s.mediaCount > 0 && !defaultSensitive) return !s.sensitive;
  return s.sensitive;
}

/** The first media sets sensitive when default_sensitive or a spoiler is on. */
export function sensitiveAfterMediaAdded(s: SensitivityState, defaultSensitive: boolean): boolean {
  if (s.mediaCount === 0 && (defaultSensitive || s.spoiler)) return true;
  return s.sensitive;
}

/** Removing the last media clears sensitive. */
export const sensitiveAfterMediaRemoved = (s: SensitivityState): boolean =>
  s.mediaCount <= 1 ? false : s.sensitive;
