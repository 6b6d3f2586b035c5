import { COLLECTION_KINDS } from '../../entities/collectionKinds';
import type { Column } from '../../store/session/settings';

const seg = encodeURIComponent;

/**
 * The route a saved column shows, so that the route opens no second copy of it; null for a
 * column no route shows (an antenna's settings).
 */
export function pathOfColumn(column: Pick<Column, 'id' | 'params'>): string | null {
  const id = column.params.id ?? '';
  switch (column.id) {
    case 'COMPOSE':
      return '/publish';
    case 'HOME':
      return '/home';
    case 'NOTIFICATIONS':
      return '/notifications';
    case 'PUBLIC':
      return '/public';
    case 'COMMUNITY':
      return '/public/local';
    case 'HASHTAG':
      return `/tags/${seg(column.params.tag ?? '')}`;
    case 'LIST':
      return `${COLLECTION_KINDS.lists.routes.item}/${seg(id)}`;
    case 'BOOKMARKS_EX':
      return `${COLLECTION_KINDS.bookmark_categories.routes.item}/${seg(id)}`;
    case 'ANTENNA_TIMELINE':
      return `${COLLECTION_KINDS.antennas.routes.item}/${seg(id)}`;
    case 'CIRCLE':
      return `${COLLECTION_KINDS.circles.routes.item}/${seg(id)}`;
    case 'ANTENNA':
      return null;
  }
}

/** The paths the saved columns already show; /statuses/new is the composer too. */
export function coveredPaths(columns: Column[]): Set<string> {
  const paths = new Set<string>();
  for (const column of columns) {
    const path = pathOfColumn(column);
    if (path) paths.add(decodeURIComponent(path).toLowerCase());
  }
  if (paths.has('/publish')) paths.add('/statuses/new');
  return paths;
}

export const isPathCovered = (columns: Column[], path: string): boolean =>
  coveredPaths(columns).has(decodeURIComponent(path).toLowerCase());
