import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '../../store/constants';
import { useAppSelector } from '../../store/hooks';
import { selectMultiColumn } from '../../store/session/settingsSelectors';

export type Layout = 'mobile' | 'single' | 'multi';

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

/** Mobile at 630 px or less; otherwise multi-column when chosen (or on a /deck path). */
export function useLayout(): Layout {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  const multiColumn = useAppSelector(selectMultiColumn);
  const { pathname } = useLocation();
  if (narrow) return 'mobile';
  if (multiColumn || pathname === '/deck' || pathname.startsWith('/deck/')) return 'multi';
  return 'single';
}
