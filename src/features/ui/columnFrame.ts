import { createContext, useContext, type ReactNode } from 'react';

/**
 * A column shown for another signed-in account: its header names the account before the
 * title, and its deck controls are the deck's (the current account's), given from outside.
 */
export interface ColumnFrame {
  label: ReactNode;
  controls: ReactNode;
}

export const ColumnFrameContext = createContext<ColumnFrame | null>(null);

export const useColumnFrame = (): ColumnFrame | null => useContext(ColumnFrameContext);
