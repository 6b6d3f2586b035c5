import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { loadAnnouncements } from '../../store/announcements/announcementActions';
import {
  announcementsToggled,
  selectAnnouncements,
  selectUnreadAnnouncementCount,
} from '../../store/announcements/announcements';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** 'Announcements' in the home column's header: opens the panel; the badge counts unread ones. */
export function AnnouncementsToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const countId = useId();
  const { items, isShown, hasLoaded } = useAppSelector(selectAnnouncements);
  const unread = useAppSelector(selectUnreadAnnouncementCount);
  useEffect(() => {
    if (!hasLoaded) void dispatch(loadAnnouncements());
  }, [dispatch, hasLoaded]);
  if (items.length === 0) return null;
  return (
    <button
      type="button"
      className="icon-button announcements-toggle"
      aria-label={intl.formatMessage({
        id: 'home.show_announcements',
        defaultMessage: 'Announcements',
      })}
      title={intl.formatMessage({ id: 'home.show_announcements', defaultMessage: 'Announcements' })}
      aria-pressed={isShown}
      aria-describedby={unread > 0 ? countId : undefined}
      onClick={() => dispatch(announcementsToggled())}
    >
      <Icon name="bell" />
      {unread > 0 && (
        <span className="announcements-toggle__badge" id={countId}>
          <FormattedMessage
            id="announcement.unread_count"
            defaultMessage="{count, plural, one {# unread} other {# unread}}"
            values={{ count: unread }}
          />
        </span>
      )}
    </button>
  );
}
