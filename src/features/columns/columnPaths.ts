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
    case 'KEYBOARD_SHORTCUTS':
      return '/keyboard-shortcuts';
    case 'ANTENNA':
      return null;
  }
}

const normal = (path: string) => decodeURIComponent(path).toLowerCase();

/** The saved column that already shows a path, if any; /statuses/new is the composer too. */
export function columnShowing(columns: Column[], path: string): Column | undefined {
  const wanted = normal(path === '/statuses/new' ? '/publish' : path);
  return columns.find((column) => {
    const shown = pathOfColumn(column);
    return shown !== null && normal(shown) === wanted;
  });
}
