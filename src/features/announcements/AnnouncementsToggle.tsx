import { useEffect } from 'react';
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
  const { items, isShown, hasLoaded } = useAppSelector(selectAnnouncements);
  const unread = useAppSelector(selectUnreadAnnouncementCount);
  useEffect(() => {
    if (!hasLoaded) void dispatch(loadAnnouncements());
  }, [dispatch, hasLoaded]);
  if (items.length === 0) return null;
  const label = intl.formatMessage({
    id: 'home.show_announcements',
    defaultMessage: 'Announcements',
  });
  return (
    <button
      type="button"
      className="icon-button announcements-toggle"
      title={label}
      aria-pressed={isShown}
      onClick={() => dispatch(announcementsToggled())}
    >
      <Icon name="bell" />
      {/* Named by its content: the unread count seen is heard too. */}
      <span className="visually-hidden">{label}</span>{' '}
      {unread > 0 && (
        <span className="announcements-toggle__badge">
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
