import { useSyncExternalStore } from 'react';
import { useLocation } from './router';
import { MOBILE_BREAKPOINT_PX } from '../../store/constants';
import { layoutFor, type Layout } from './layoutRule';
import { useAppSelector } from '../../store/hooks';
import { selectLayoutChoice } from '../../store/session/settingsSelectors';

export type { Layout };

const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
// One query list for the page: every status asks, and a new list per ask costs on a timeline.
let narrowList: MediaQueryList | undefined;
const narrowQuery = () => (narrowList ??= window.matchMedia(query));
const subscribe = (onChange: () => void) => {
  const list = narrowQuery();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isNarrow = () => narrowQuery().matches;

/**
 * Mobile at 630 px or less. Wider, the reader's choice; 'auto' is multi-column on a /deck
 * path and single otherwise, and an explicit single column stays single even there.
 */
export function useLayout(): Layout {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  const choice = useAppSelector(selectLayoutChoice);
  const { pathname } = useLocation();
  return layoutFor(narrow, choice, pathname);
}
