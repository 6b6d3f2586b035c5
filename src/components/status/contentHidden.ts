import type { Status } from '../../entities/types';

/**
 * Whether the content behind a warning is hidden. The stored flag starts true for a warning
 * or sensitive media and Reveal/Hide toggle it; with 'expand content warnings' on, the
 * same flag reads the other way, so warned statuses start open and still toggle.
 */
export function isContentHidden(
  status: Pick<Status, 'hidden' | 'spoilerText'>,
  expandSpoilers: boolean,
): boolean {
  if (!status.spoilerText) return false;
  return expandSpoilers ? !status.hidden : status.hidden;
}
