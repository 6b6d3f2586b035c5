import { useIntl } from 'react-intl';
import type { TimelineSource } from '../../entities/timelineSource';
import { PublicTimelineColumn } from './PublicTimelineColumn';

const SOURCE: TimelineSource = { kind: 'public', local: true };

export function Component() {
  const intl = useIntl();
  return (
    <PublicTimelineColumn
      source={SOURCE}
      title={intl.formatMessage({
        id: 'navigation_bar.community_timeline',
        defaultMessage: 'Local timeline',
      })}
    />
  );
}
