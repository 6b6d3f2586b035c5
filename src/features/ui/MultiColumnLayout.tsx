import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from '../../components/navigation/router';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { selectColumns } from '../../store/session/settingsSelectors';
import { NavigationPanel } from './NavigationPanel';
import { withoutDeckPrefix } from '../../components/navigation/navigation';
import { columnShowing } from '../columns/columnPaths';
import { DeckColumn } from '../columns/DeckColumn';
import { scrollColumnIntoView } from '../columns/scrollColumnIntoView';

/**
 * A column new to the row scrolls into view: a pinned one, and on a new route its column, or
 * the saved column that shows that path.
 */
function useScrollNewColumns(uuids: string[], path: string, routeColumn: string) {
  const areaRef = useRef<HTMLDivElement>(null);
  const known = useRef<Set<string> | null>(null);
  const key = uuids.join(' ');
  useEffect(() => {
    const before = known.current;
    known.current = new Set(uuids);
    // The saved columns there at the start are where the reader left them.
    if (!before) return;
    const added = uuids.find((uuid) => !before.has(uuid));
    const area = areaRef.current;
    if (added && area) scrollColumnIntoView(area.querySelector(`[data-column="${added}"]`));
    // Only a change of the set counts, not each new array of the same uuids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const lastPath = useRef(path);
  useEffect(() => {
    if (path === lastPath.current) return;
    lastPath.current = path;
    scrollColumnIntoView(areaRef.current?.querySelector(`[data-column="${routeColumn}"]`) ?? null);
  }, [path, routeColumn]);
  return areaRef;
}

/** The multi-column layout: the saved columns, and one more for the current route. */
export function MultiColumnLayout() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const columns = useAppSelector(selectColumns);
  const path = withoutDeckPrefix(useLocation().pathname);
  const shown = isSignedIn ? columns : [];
  const covering = columnShowing(shown, path);
  const showRoute = !covering;
  const areaRef = useScrollNewColumns(
    shown.map((c) => c.uuid),
    path,
    covering?.uuid ?? 'route',
  );
  return (
    <div className="ui ui--multi">
      <div className="columns-area" ref={areaRef}>
        {shown.map((column, index) => (
          <div className="columns-area__column" key={column.uuid} data-column={column.uuid}>
            <DeckColumn column={column} isFirst={index === 0} isLast={index === shown.length - 1} />
          </div>
        ))}
        {showRoute && (
          <main
            className="columns-area__column columns-area__column--route"
            id="main"
            data-column="route"
          >
            <Outlet />
          </main>
        )}
      </div>
      <aside className="ui__side ui__side--right">
        <NavigationPanel />
      </aside>
    </div>
  );
}
