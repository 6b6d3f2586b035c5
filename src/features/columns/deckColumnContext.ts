import { createContext, useContext } from 'react';
import type { Column } from '../../store/session/settings';

/** Where a screen sits when it is a saved deck column: the column, and its place in the row. */
export interface DeckColumnPlace {
  column: Column;
  isFirst: boolean;
  isLast: boolean;
}

export const DeckColumnContext = createContext<DeckColumnPlace | null>(null);

/** The saved column this screen is shown as, or null when it is the route's own screen. */
export const useDeckColumn = (): DeckColumnPlace | null => useContext(DeckColumnContext);
