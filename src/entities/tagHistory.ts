/** What the screens read from a tag's or link's days (newest first, as servers send them). */
import type { TagDay } from './types';

/** Mastodon's trends counter: the people of the last two days. */
export const TREND_COUNTER_DAYS = 2;

/** People over the most recent `days` days (summed per day, as Mastodon counts). */
export const peopleInDays = (history: TagDay[], days = TREND_COUNTER_DAYS): number =>
  history.slice(0, days).reduce((sum, day) => sum + day.accounts, 0);

/** Posts per day, oldest first: a sparkline's values. */
export const usesOldestFirst = (history: TagDay[]): number[] =>
  history.map((day) => day.uses).reverse();

/** Totals over the whole history, and today's posts: a hashtag header's numbers. */
export function historyTotals(history: TagDay[]): { uses: number; people: number; today: number } {
  return {
    uses: history.reduce((sum, day) => sum + day.uses, 0),
    people: history.reduce((sum, day) => sum + day.accounts, 0),
    today: history[0]?.uses ?? 0,
  };
}
