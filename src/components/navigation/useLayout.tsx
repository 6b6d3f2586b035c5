import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ReactReduxContext } from 'react-redux';
import { MOBILE_BREAKPOINT_PX } from '../../store/constants';
import type { RootState } from '../../store';
import type { LayoutChoice } from '../../store/session/settings';
import { layoutFor, type Layout } from './layoutRule';
import { selectLayoutChoice } from '../../store/session/settingsSelectors';

export type { Layout };

const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
// One query list for the page; none where there is no matchMedia (some test DOMs): never narrow.
let narrowList: MediaQueryList | undefined;
const narrowQuery = () =>
  typeof window.matchMedia === 'function' ? (narrowList ??= window.matchMedia(query)) : undefined;
const subscribeNarrow = (onChange: () => void) => {
  const list = narrowQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const isNarrow = () => narrowQuery()?.matches ?? false;
const notNarrow = () => false;

const LayoutContext = createContext<Layout | null>(null);

/**
 * Says the layout once for everything under it (the router puts it under every screen): each
 * link and status asks, and a subscription to the screen's width and the store for each of
 * them was the largest part of rendering a link. Without a store (some component tests) the
 * choice is 'auto'.
 */
export function LayoutProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, notNarrow);
  const store = useContext(ReactReduxContext)?.store;
  const choiceOf = useCallback(
    (): LayoutChoice => (store ? selectLayoutChoice(store.getState() as RootState) : 'auto'),
    [store],
  );
  const subscribeChoice = useCallback(
    (onChange: () => void) => (store ? store.subscribe(onChange) : () => {}),
    [store],
  );
  const choice = useSyncExternalStore(subscribeChoice, choiceOf);
  return <LayoutContext value={layoutFor(narrow, choice, pathname)}>{children}</LayoutContext>;
}

/**
 * Mobile at 630 px or less. Wider, the reader's choice; 'auto' is multi-column on a /deck
 * path and single otherwise, and an explicit single column stays single even there.
 */
export function useLayout(): Layout {
  const layout = useContext(LayoutContext);
  if (layout === null) throw new Error('The layout is known inside a router only.');
  return layout;
}
