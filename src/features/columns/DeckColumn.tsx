import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { KindWithTimeline } from '../collections/CollectionTimelinePage';
import { ComposePanel } from '../compose/ComposePanel';
import { Component as HomeTimeline } from '../home/HomeTimeline';
import { NotificationsColumn } from '../notifications/NotificationsColumn';
import type { Column, ColumnId } from '../../store/session/settings';
import { Column as ColumnFrame } from '../ui/Column';
import { DeckColumnContext } from './deckColumnContext';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { OtherAccountColumn } from '../accounts/OtherAccountColumn';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentAccountKey } from '../../store/accountRegistry/selectors';

// The default columns come with the layout; the others load when a deck has them.
const FederatedTimeline = lazy(async () => ({
  default: (await import('../public/FederatedTimeline')).Component,
}));
const LocalTimeline = lazy(async () => ({
  default: (await import('../public/LocalTimeline')).Component,
}));
const HashtagColumn = lazy(async () => ({
  default: (await import('../hashtag/HashtagTimeline')).HashtagColumn,
}));
const AntennaSettingsColumn = lazy(async () => ({
  default: (await import('../antennas/AntennaSettingsColumn')).AntennaSettingsColumn,
}));
const AntennaTimelineColumn = lazy(async () => ({
  default: (await import('../antennas/AntennaTimelineColumn')).AntennaTimelineColumn,
}));
const KeyboardShortcutsPage = lazy(async () => ({
  default: (await import('../keyboardShortcuts/KeyboardShortcutsPage')).Component,
}));
const CollectionTimelinePage = lazy(async () => ({
  default: (await import('../collections/CollectionTimelinePage')).CollectionTimelinePage,
}));

/** The collection kind a column of one item shows. */
const COLLECTION_OF: Partial<Record<ColumnId, KindWithTimeline>> = {
  LIST: 'lists',
  BOOKMARKS_EX: 'bookmark_categories',
  CIRCLE: 'circles',
};

/** The composer as a column, with a header so that it moves and unpins like the others. */
function ComposeColumn() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'navigation_bar.compose',
    defaultMessage: 'Compose new post',
  });
  return (
    <ColumnFrame title={title} className="column--compose">
      <ComposePanel />
    </ColumnFrame>
  );
}

function ColumnContent({ column }: { column: Column }) {
  const currentKey = useAppSelector(selectCurrentAccountKey);
  // Another signed-in account's home or notifications, on its own store.
  if (column.params.account && column.params.account !== currentKey)
    return <OtherAccountColumn column={column} />;
  switch (column.id) {
    case 'COMPOSE':
      return <ComposeColumn />;
    case 'HOME':
      return <HomeTimeline />;
    case 'NOTIFICATIONS':
      return <NotificationsColumn />;
    case 'PUBLIC':
      return <FederatedTimeline />;
    case 'COMMUNITY':
      return <LocalTimeline />;
    case 'HASHTAG':
      return <HashtagColumn tag={column.params.tag ?? ''} />;
    // kmyblue's two antenna columns: its settings, and what it catches.
    case 'ANTENNA':
      return <AntennaSettingsColumn id={column.params.id ?? ''} />;
    case 'ANTENNA_TIMELINE':
      return <AntennaTimelineColumn id={column.params.id ?? ''} />;
    case 'KEYBOARD_SHORTCUTS':
      return <KeyboardShortcutsPage />;
    default: {
      const kind = COLLECTION_OF[column.id];
      return kind ? <CollectionTimelinePage kind={kind} id={column.params.id ?? ''} /> : null;
    }
  }
}

/** One saved column of the deck, rendered by its kind, knowing its place in the row. */
export function DeckColumn({
  column,
  isFirst,
  isLast,
}: {
  column: Column;
  isFirst: boolean;
  isLast: boolean;
}) {
  const place = useMemo(() => ({ column, isFirst, isLast }), [column, isFirst, isLast]);
  return (
    <DeckColumnContext value={place}>
      <Suspense fallback={<LoadingIndicator />}>
        <ColumnContent column={column} />
      </Suspense>
    </DeckColumnContext>
  );
}
