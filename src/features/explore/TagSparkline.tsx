import { useIntl } from 'react-intl';
import type { TagDay } from '../../entities/types';
import { usesOldestFirst } from '../../entities/tagHistory';
import { sparklinePoints } from '../../lib/sparkline';

const WIDTH = 50;
const HEIGHT = 28;

/** A hashtag's posts per day over its week, oldest on the left, its numbers in its name. */
export function TagSparkline({ history }: { history: TagDay[] }) {
  const intl = useIntl();
  const values = usesOldestFirst(history);
  const label = intl.formatMessage(
    {
      id: 'trends.sparkline',
      defaultMessage:
        'Posts per day over the past {days, plural, one {day} other {# days}}: {values}',
    },
    { days: values.length, values: values.join(', ') },
  );
  return (
    <svg
      className="sparkline"
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
    >
      <polyline
        points={sparklinePoints(values, WIDTH, HEIGHT, 2)}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
