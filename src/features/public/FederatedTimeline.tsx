import { useIntl } from 'react-intl';
import type { TimelineSource } from '../../entities/timelineSource';
import { PublicTimelineColumn } from './PublicTimelineColumn';

const SOURCE: TimelineSource = { kind: 'public' };

export function Component() {
  const intl = useIntl();
  return (
    <PublicTimelineColumn
      source={SOURCE}
      title={intl.formatMessage({
        id: 'navigation_bar.public_timeline',
        defaultMessage: 'Federated timeline',
      })}
    />
  );
}
