import { useIntl } from 'react-intl';
import { englishMonthDay } from '../i18n/englishFormat';
import { FULL_DATE, useTimestampClock } from './timestampClock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Short relative time as Mastodon shows it: 'now', '5m', '3h', '2d', then the date (in English
 * without the browser's date formatter: see `englishFormat.ts`).
 */
export function RelativeTimestamp({ timestamp }: { timestamp: string }) {
  const intl = useIntl();
  // The full date is the title, once full dates are written (`timestampClock.ts`).
  const { now: current, fullDates } = useTimestampClock();
  const date = new Date(timestamp);
  const delta = Math.max(0, current - date.getTime());
  let text: string;
  if (delta < MINUTE)
    text = intl.formatMessage({ id: 'relative_time.just_now', defaultMessage: 'now' });
  else if (delta < HOUR)
    text = intl.formatMessage(
      { id: 'relative_time.minutes', defaultMessage: '{number}m' },
      { number: Math.floor(delta / MINUTE) },
    );
  else if (delta < DAY)
    text = intl.formatMessage(
      { id: 'relative_time.hours', defaultMessage: '{number}h' },
      { number: Math.floor(delta / HOUR) },
    );
  else if (delta < 7 * DAY)
    text = intl.formatMessage(
      { id: 'relative_time.days', defaultMessage: '{number}d' },
      { number: Math.floor(delta / DAY) },
    );
  else {
    const withYear = date.getFullYear() !== new Date(current).getFullYear();
    text =
      intl.locale === 'en'
        ? englishMonthDay(date, withYear)
        : intl.formatDate(date, {
            month: 'short',
            day: 'numeric',
            year: withYear ? 'numeric' : undefined,
          });
  }
  return (
    <time dateTime={timestamp} title={fullDates ? intl.formatDate(date, FULL_DATE) : undefined}>
      {text}
    </time>
  );
}
