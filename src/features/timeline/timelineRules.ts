import type { Status } from '../../entities/types';
import { isHiddenByRegex } from '../../store/filters/regexFilters';

type Shows = { reblog: boolean; reply: boolean; quote: boolean };

/**
 * Home leaves out what the reader's 'Show boosts / replies / quotes' turn off; a reply to the
 * reader stays, and the reader's own posts are never left out.
 */
export function isShownInHome(
  wrapper: Pick<Status, 'reblogId'>,
  shown: Pick<Status, 'accountId' | 'inReplyToId' | 'inReplyToAccountId' | 'quote'>,
  meId: string | null,
  shows: Shows,
): boolean {
  if (wrapper.reblogId) return shows.reblog;
  if (shown.accountId === meId) return true;
  if (shown.inReplyToId && shown.inReplyToAccountId !== meId && !shows.reply) return false;
  if (shown.quote && !shows.quote) return false;
  return true;
}

/** A deck column's own filters: 'Show only media' and its regex body filter. */
export interface ColumnFilters {
  onlyMedia: boolean;
  regex: RegExp | null;
}

export function isShownInColumn(
  shown: Pick<Status, 'accountId' | 'spoilerText' | 'contentPlain' | 'mediaAttachments'>,
  meId: string | null,
  filters: ColumnFilters,
): boolean {
  if (filters.onlyMedia && shown.mediaAttachments.length === 0) return false;
  return !isHiddenByRegex(shown, meId, filters.regex);
}
