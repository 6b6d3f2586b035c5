import { useDeferredValue, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PROGRESSIVE_RENDER_STEP } from '../../store/constants';
import { markerRead } from '../../store/timelines/markers';
import {
  loadNotifications,
  loadNotificationsGap,
} from '../../store/notifications/notificationActions';
import {
  notificationsMounted,
  notificationsScrolled,
  type NotificationGap,
} from '../../store/notifications/notifications';
import {
  selectNotifications,
  selectUnreadNotificationCount,
} from '../../store/notifications/selectors';
import { selectShownNotificationItems } from '../../store/notifications/notificationShows';
import { useDocumentVisible } from '../timeline/useDocumentVisible';
import { useNearEnd } from '../timeline/useNearEnd';
import { useProgressiveCount } from '../timeline/useProgressiveCount';
import { useSentinel } from '../timeline/useSentinel';
import { Column } from '../ui/Column';
import type { PinDescriptor } from '../columns/ColumnHeaderControls';
import { InvalidItem } from '../../components/InvalidItem';
import { ItemBoundary } from '../../components/ItemBoundary';
import { LoadFailure } from '../../components/LoadFailure';
import { useRetryOnReconnect } from '../../components/useRetryOnReconnect';
import { ClearNotificationsButton } from './ClearNotificationsButton';
import { NotificationColumnSettings } from './NotificationColumnSettings';
import { NotificationFilterBar } from './NotificationFilterBar';
import { NotificationGroupItem } from './NotificationGroupItem';
import './notifications.css';
import { FilteredNotificationsEntry } from '../notificationRequests/FilteredNotificationsEntry';

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

  // As in timelines: a page arriving renders in a transition, a few groups per frame.
  // Types turned off in the settings leave the list at once.
  const latestItems = useAppSelector(selectShownNotificationItems);
  const shownItems = useDeferredValue(latestItems);
  const shownCount = useProgressiveCount(shownItems.length, PROGRESSIVE_RENDER_STEP);
  const allShown = shownItems === latestItems && shownCount === shownItems.length;

  const retry = failure ? () => void dispatch(loadNotifications({ mode: failure.mode })) : null;
  useRetryOnReconnect(retry);

  const topRef = useSentinel<HTMLDivElement>((isTop) => dispatch(notificationsScrolled(isTop)));
  const bottomRef = useNearEnd<HTMLDivElement>(
    // After a failure only the retry asks again, so a scroll cannot repeat a failing request.
    allShown && hasLoaded && hasMore && !isLoading && !failure,
    () => void dispatch(loadNotifications({ mode: 'older' })),
  );
  const loadGap = (gap: NotificationGap) => void dispatch(loadNotificationsGap({ gap }));

  let position = 0;
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
        <button
          type="button"
          className="load-pending"
          onClick={() => void dispatch(loadNotifications({ mode: 'initial' }))}
        >
          <FormattedMessage id="notifications.load_new" defaultMessage="Load new notifications" />
        </button>
      )}
      <div role="feed" aria-label={title} aria-busy={isLoading}>
        {shownItems.slice(0, shownCount).map((item, index) => {
          if (typeof item === 'string') {
            position += 1;
            return (
              <ItemBoundary
                key={item}
                resetKey={item}
                fallback={(error) => <InvalidNotification reason={error.message} />}
              >
                <NotificationGroupItem groupKey={item} position={position} />
              </ItemBoundary>
            );
          }
          if ('invalid' in item) {
            return <InvalidNotification key={`invalid-${index}`} reason={item.message} />;
          }
          return (
            <button
              key={`gap-${item.maxId ?? 'top'}-${item.sinceId ?? 'end'}`}
              type="button"
              className="load-gap"
              disabled={isLoading}
              onClick={() => loadGap(item)}
            >
              <FormattedMessage id="status.load_more" defaultMessage="Load more" />
            </button>
          );
        })}
      </div>
      {hasLoaded && shownItems.length === 0 && !failure && (
        <p className="empty-column">
          <FormattedMessage
            id="empty_column.notifications"
            defaultMessage="You don't have any notifications yet."
          />
        </p>
      )}
      {failure && retry && !isLoading && <LoadFailure error={failure.error} onRetry={retry} />}
      {isLoading && (
        <div className="loading-indicator" role="status">
          <FormattedMessage id="loading_indicator.label" defaultMessage="Loading…" />
        </div>
      )}
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

/** In a notification's place when it cannot be shown: bad data, or a failed render. */
function InvalidNotification({ reason }: { reason: string }) {
  return (
    <InvalidItem className="notification notification--invalid">
      <FormattedMessage
        id="notification.invalid"
        defaultMessage="This notification could not be shown: {reason}"
        values={{ reason }}
      />
    </InvalidItem>
  );
}
