import { Outlet, useLocation } from 'react-router';
import { ComposePanel } from '../compose/ComposePanel';
import { Component as HomeTimeline } from '../home/HomeTimeline';
import { NotificationsColumn } from '../notifications/NotificationsColumn';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import type { Column } from '../../store/session/settings';
import { selectColumns } from '../../store/session/settingsSelectors';
import { NavigationPanel } from './NavigationPanel';
import { withoutDeckPrefix } from '../../components/navigation/navigation';

/** Paths a default column already shows; they open no extra column. */
const COLUMN_PATHS: Record<string, string> = {
  COMPOSE: '/publish',
  HOME: '/home',
  NOTIFICATIONS: '/notifications',
};

function ColumnFor({ column }: { column: Column }) {
  switch (column.id) {
    case 'COMPOSE':
      return (
        <div className="column column--compose">
          <ComposePanel />
        </div>
      );
    case 'HOME':
      return <HomeTimeline />;
    case 'NOTIFICATIONS':
      return <NotificationsColumn />;
    default:
      return null;
  }
}

/** The multi-column layout; the current route opens one more column. */
export function MultiColumnLayout() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const columns = useAppSelector(selectColumns);
  const path = withoutDeckPrefix(useLocation().pathname);
  const shown = isSignedIn ? columns : [];
  const coveredPaths = new Set(shown.map((c) => COLUMN_PATHS[c.id]).filter(Boolean));
  if (coveredPaths.has('/publish')) coveredPaths.add('/statuses/new');
  const showRoute = !coveredPaths.has(path);
  return (
    <div className="ui ui--multi">
      <div className="columns-area">
        {shown.map((column) => (
          <div className="columns-area__column" key={column.uuid}>
            <ColumnFor column={column} />
          </div>
        ))}
        {showRoute && (
          <main className="columns-area__column columns-area__column--route" id="main">
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
