import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { markerRead } from '../../store/timelines/markers';
import {
  loadNotifications,
  loadNotificationsGap,
} from '../../store/notifications/notificationActions';
import {
  notificationsMounted,
  notificationsScrolled,
  type NotificationGap,
  type NotificationItem,
} from '../../store/notifications/notifications';
import {
  selectNotifications,
  selectUnreadNotificationCount,
} from '../../store/notifications/selectors';
import { selectShownNotificationItems } from '../../store/notifications/notificationShows';
import { useDocumentVisible } from '../timeline/useDocumentVisible';
import { useNearEnd } from '../timeline/useNearEnd';
import { useSentinel } from '../timeline/useSentinel';
import { Column } from '../ui/Column';
import type { PinDescriptor } from '../columns/ColumnHeaderControls';
import { LoadFailure } from '../../components/LoadFailure';
import { useRetryOnReconnect } from '../../components/useRetryOnReconnect';
import { ClearNotificationsButton } from './ClearNotificationsButton';
import { NotificationColumnSettings } from './NotificationColumnSettings';
import { NotificationFilterBar } from './NotificationFilterBar';
import { NotificationsFeed } from './NotificationsFeed';
import './notifications.css';
import { FilteredNotificationsEntry } from '../notificationRequests/FilteredNotificationsEntry';
import { PendingBar } from '../timeline/LoadPendingButton';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const PIN: PinDescriptor = { id: 'NOTIFICATIONS', params: {} };

/** The grouped notifications, newest first. */
export function NotificationsColumn() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, groups, hasLoaded, isLoading, hasMore, top, mergedNotifications, failure } =
    useAppSelector(selectNotifications);
  const unread = useAppSelector(selectUnreadNotificationCount);
  const visible = useDocumentVisible();
  const title = intl.formatMessage({ id: 'column.notifications', defaultMessage: 'Notifications' });

  useEffect(() => {
    dispatch(notificationsMounted(true));
    void dispatch(loadNotifications({ mode: 'initial' }));
    return () => {
      dispatch(notificationsMounted(false));
    };
  }, [dispatch]);

  // The read marker moves only when the tab is visible, the list mounted and at top.
  const newest = items.find((i): i is string => typeof i === 'string');
  const newestId = newest ? groups[newest]?.mostRecentNotificationId : undefined;
  useEffect(() => {
    if (!visible || !top || !newestId) return;
    dispatch(markerRead({ timeline: 'notifications', id: newestId }));
  }, [dispatch, visible, top, newestId]);

  // Types turned off in the settings leave the list at once.
  const shownItems = useAppSelector(selectShownNotificationItems);
  const [settledItems, setSettledItems] = useState<readonly NotificationItem[] | null>(null);
  const allShown = settledItems === shownItems;

  const retry = failure ? () => void dispatch(loadNotifications({ mode: failure.mode })) : null;
  useRetryOnReconnect(retry);

  const topRef = useSentinel<HTMLDivElement>((isTop) => dispatch(notificationsScrolled(isTop)));
  const bottomRef = useNearEnd<HTMLDivElement>(
    // After a failure only the retry asks again, so a scroll cannot repeat a failing request.
    allShown && hasLoaded && hasMore && !isLoading && !failure,
    () => void dispatch(loadNotifications({ mode: 'older' })),
  );
  const loadGap = (gap: NotificationGap) => void dispatch(loadNotificationsGap({ gap }));

  return (
    <Column
      title={<ColumnTitle title={title} unread={unread} />}
      documentTitle={title}
      pin={PIN}
      actions={
        <>
          <ClearNotificationsButton />
          <NotificationColumnSettings />
        </>
      }
    >
      <FilteredNotificationsEntry />
      <NotificationFilterBar />
      <div ref={topRef} aria-hidden="true" />
      {mergedNotifications === 'needs-reload' && (
        <PendingBar>
          <button
            type="button"
            className="load-pending"
            onClick={() => void dispatch(loadNotifications({ mode: 'initial' }))}
          >
            <FormattedMessage id="notifications.load_new" defaultMessage="Load new notifications" />
          </button>
        </PendingBar>
      )}
      <NotificationsFeed
        items={shownItems}
        label={title}
        isLoading={isLoading}
        onLoadGap={loadGap}
        onSettled={setSettledItems}
      />
      {hasLoaded && shownItems.length === 0 && !failure && (
        <p className="empty-column">
          <FormattedMessage
            id="empty_column.notifications"
            defaultMessage="You don't have any notifications yet."
          />
        </p>
      )}
      {failure && retry && !isLoading && <LoadFailure error={failure.error} onRetry={retry} />}
      {isLoading && <LoadingIndicator />}
      <div ref={bottomRef} aria-hidden="true" />
    </Column>
  );
}

/** "Notifications" and, when some are unread, how many. */
function ColumnTitle({ title, unread }: { title: string; unread: number }) {
  const intl = useIntl();
  if (unread === 0) return title;
  const label = intl.formatMessage(
    {
      id: 'notifications.unread_count',
      defaultMessage: '{count, plural, one {# unread notification} other {# unread notifications}}',
    },
    { count: unread },
  );
  return (
    <>
      {title}{' '}
      <span className="column-header__badge" role="status" aria-label={label} title={label}>
        {unread}
      </span>
    </>
  );
}
