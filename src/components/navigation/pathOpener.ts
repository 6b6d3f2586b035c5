import { createContext, useContext } from 'react';

/**
 * Where an in-app path opens, when not in this window's current session: a deck column of
 * another signed-in account opens its posts and profiles as that account (switching to it),
 * since the path's ids are its server's.
 */
export const PathOpenerContext = createContext<((path: string) => void) | null>(null);

export const usePathOpener = () => useContext(PathOpenerContext);
