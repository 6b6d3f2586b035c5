import type { Poll, PollOption } from '../../../entities/types';

/** Expired, or past expires_at. */
export const isPollExpired = (poll: Poll, now: number): boolean =>
  poll.expired || (poll.expiresAt !== null && new Date(poll.expiresAt).getTime() <= now);

/** Results show if the user voted, asked to see them, or the poll has ended. */
export const showsResults = (poll: Poll, revealed: boolean, now: number): boolean =>
  poll.voted || revealed || isPollExpired(poll, now);

/** Votes over voters_count (else votes_count), as a rounded percent. */
export function optionPercent(option: PollOption, poll: Poll): number {
  const total = poll.votersCount ?? poll.votesCount;
  if (!total || option.votesCount === null) return 0;
  return Math.round((option.votesCount / total) * 100);
}

/** The leading option (ties lead together) is highlighted. */
export function isLeadingOption(option: PollOption, poll: Poll): boolean {
  if (option.votesCount === null) return false;
  return poll.options.every((other) => (other.votesCount ?? 0) <= (option.votesCount ?? 0));
}

/** A single-choice poll keeps exactly one selection; multiple toggles each. */
export function nextSelection(selected: number[], index: number, multiple: boolean): number[] {
  if (!multiple) return [index];
  return selected.includes(index)
    ? selected.filter((i) => i !== index)
    : [...selected, index].sort((a, b) => a - b);
}

/** Vote needs at least one selected option and a poll that is not disabled. */
export const canVote = (selected: number[], disabled: boolean): boolean =>
  selected.length > 0 && !disabled;

export type TimeLeft = { unit: 'day' | 'hour' | 'minute' | 'second'; value: number } | null;

/** What is left until expires_at, in the largest whole unit; null when nothing is. */
export function timeLeft(expiresAt: string | null, now: number): TimeLeft {
  if (!expiresAt) return null;
  const seconds = Math.floor((new Date(expiresAt).getTime() - now) / 1000);
  if (!(seconds > 0)) return null;
  if (seconds >= 86_400) return { unit: 'day', value: Math.floor(seconds / 86_400) };
  if (seconds >= 3_600) return { unit: 'hour', value: Math.floor(seconds / 3_600) };
  if (seconds >= 60) return { unit: 'minute', value: Math.floor(seconds / 60) };
  return { unit: 'second', value: seconds };
}
