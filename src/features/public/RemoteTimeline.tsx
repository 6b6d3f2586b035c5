import { useIntl } from 'react-intl';
import { PublicTimelineColumn } from './PublicTimelineColumn';

const SOURCE = { kind: 'public', remote: true } as const;

export function Component() {
  const intl = useIntl();
  return (
    <PublicTimelineColumn
      source={SOURCE}
      title={intl.formatMessage({
        id: 'navigation_bar.remote_timeline',
        defaultMessage: 'Remote timeline',
      })}
    />
  );
}
