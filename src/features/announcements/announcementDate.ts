/** What the panel says of an announcement's time: its range, else when it was published. */
import type { Announcement } from '../../entities/types';

export interface AnnouncementDateParts {
  from: Date;
  to: Date | null;
  /** All-day announcements show dates without times. */
  withTime: boolean;
}

export function announcementDateParts(announcement: Announcement): AnnouncementDateParts {
  const { startsAt, endsAt, publishedAt, allDay } = announcement;
  const from = new Date(startsAt ?? publishedAt);
  const to = startsAt && endsAt ? new Date(endsAt) : null;
  return { from, to, withTime: !allDay };
}
