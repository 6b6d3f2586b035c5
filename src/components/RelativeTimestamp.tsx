import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// One shared ticker for every timestamp on screen.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((l) => l());
  }, 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
const getNow = () => now;

/** Short relative time as Mastodon shows it: 'now', '5m', '3h', '2d', then the date. */
export function RelativeTimestamp({ timestamp }: { timestamp: string }) {
  const intl = useIntl();
  const current = useSyncExternalStore(subscribe, getNow, getNow);
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
  else
    text = intl.formatDate(date, {
      month: 'short',
      day: 'numeric',
      year: date.getFullYear() === new Date(current).getFullYear() ? undefined : 'numeric',
    });
  return (
    <time
      dateTime={timestamp}
      title={intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {text}
    </time>
  );
}
