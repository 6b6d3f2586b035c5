import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconButton } from '../../components/IconButton';
import { RichText } from '../../components/RichText';
import type { Announcement } from '../../entities/types';
import { dismissAnnouncement } from '../../store/announcements/announcementActions';
import { selectAnnouncements } from '../../store/announcements/announcements';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AnnouncementReactions } from './AnnouncementReactions';
import { announcementDateParts } from './announcementDate';
import './announcements.css';

function AnnouncementDate({ announcement }: { announcement: Announcement }) {
  const intl = useIntl();
  const { from, to, withTime } = announcementDateParts(announcement);
  const options: Intl.DateTimeFormatOptions = withTime
    ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
    : { year: 'numeric', month: 'short', day: 'numeric' };
  return (
    <time className="announcement__date" dateTime={from.toISOString()}>
      {to ? intl.formatDateTimeRange(from, to, options) : intl.formatDate(from, options)}
    </time>
  );
}

/**
 * The announcements above home (Mastodon's panel): one at a time with "{index} / {total}",
 * previous and next; the one in view is dismissed (marked read) as it is seen.
 */
export function AnnouncementsPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, isShown } = useAppSelector(selectAnnouncements);
  const [index, setIndex] = useState(0);
  const current = items[Math.min(index, items.length - 1)];
  const shownIndex = current ? items.indexOf(current) : 0;
  const unreadInView = isShown && current && !current.read ? current.id : null;
  useEffect(() => {
    if (unreadInView) void dispatch(dismissAnnouncement(unreadInView));
  }, [dispatch, unreadInView]);
  if (!isShown || !current) return null;
  const title = intl.formatMessage({
    id: 'home.show_announcements',
    defaultMessage: 'Announcements',
  });
  const step = (by: number) => setIndex((shownIndex + by + items.length) % items.length);
  return (
    <section className="announcements" aria-label={title}>
      <article className="announcement" aria-roledescription={title}>
        <AnnouncementDate announcement={current} />
        <RichText nodes={current.content} className="announcement__content" />
        <AnnouncementReactions announcement={current} />
      </article>
      {items.length > 1 && (
        <div className="announcements__pagination">
          <IconButton
            icon="chevronLeft"
            title={intl.formatMessage({ id: 'lightbox.previous', defaultMessage: 'Previous' })}
            onClick={() => step(-1)}
          />
          <span aria-live="polite">
            <FormattedMessage
              id="announcement.index"
              defaultMessage="{index} / {total}"
              values={{ index: shownIndex + 1, total: items.length }}
            />
          </span>
          <IconButton
            icon="chevronRight"
            title={intl.formatMessage({ id: 'lightbox.next', defaultMessage: 'Next' })}
            onClick={() => step(1)}
          />
        </div>
      )}
    </section>
  );
}
