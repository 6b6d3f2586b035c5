import { useIntl } from 'react-intl';
import type { PinDescriptor } from '../columns/ColumnHeaderControls';
import { PublicTimelineColumn } from './PublicTimelineColumn';

const SOURCE = { kind: 'public' } as const;

const PIN: PinDescriptor = { id: 'PUBLIC', params: {} };

export function Component() {
  const intl = useIntl();
  return (
    <PublicTimelineColumn
      source={SOURCE}
      pin={PIN}
      title={intl.formatMessage({
        id: 'navigation_bar.public_timeline',
        defaultMessage: 'Federated timeline',
      })}
    />
  );
}
