import { FormattedMessage } from 'react-intl';
import { peopleInDays, TREND_COUNTER_DAYS } from '../../entities/tagHistory';
import type { TagDay } from '../../entities/types';

/** Mastodon's trends counter: "{count} people in the past {days} days". */
export function TrendCounter({ history }: { history: TagDay[] }) {
  const count = peopleInDays(history);
  return (
    <FormattedMessage
      id="trends.counter_by_accounts"
      defaultMessage="{count, plural, one {{counter} person} other {{counter} people}} in the past {days, plural, one {day} other {# days}}"
      values={{ count, counter: <strong>{count}</strong>, days: TREND_COUNTER_DAYS }}
    />
  );
}
