import { MUTE_DURATIONS_S } from '../../store/constants';

export type DurationUnit = 'minute' | 'hour' | 'day';

/** A mute duration in the largest whole unit: 300 s is 5 minutes, 86400 s is 1 day; 0 is indefinite. */
export function durationParts(seconds: number): { value: number; unit: DurationUnit } | null {
  if (seconds <= 0) return null;
  if (seconds % 86_400 === 0) return { value: seconds / 86_400, unit: 'day' };
  if (seconds % 3_600 === 0) return { value: seconds / 3_600, unit: 'hour' };
  return { value: Math.round(seconds / 60), unit: 'minute' };
}

export const MUTE_DURATION_CHOICES: readonly number[] = MUTE_DURATIONS_S;
