import type { ColumnId } from '../../store/session/settings';

/** Columns that show a status timeline, and so take 'Show only media' and a regex filter. */
const TIMELINE_COLUMNS: ReadonlySet<ColumnId> = new Set<ColumnId>([
  'HOME',
  'PUBLIC',
  'COMMUNITY',
  'HASHTAG',
  'LIST',
  'BOOKMARKS_EX',
  'ANTENNA',
  'ANTENNA_TIMELINE',
  'CIRCLE',
]);

export const isTimelineColumn = (id: ColumnId): boolean => TIMELINE_COLUMNS.has(id);
