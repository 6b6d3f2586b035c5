import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { CollectionTimelinePage } from '../collections/CollectionTimelinePage';
import { AntennasOnly } from './AntennasOnly';
import { ANTENNA_TEXT } from './antennaMessages';

/**
 * An antenna's timeline, live while shown (the `antenna` stream), with a link to its
 * settings; the deck's ANTENNA_TIMELINE column renders it too.
 */
export function AntennaTimelineColumn({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <AntennasOnly>
      <CollectionTimelinePage
        kind="antennas"
        id={id}
        actions={
          <AppLink to={`/antennasw/${id}`} className="button">
            {intl.formatMessage(ANTENNA_TEXT.edit)}
          </AppLink>
        }
      />
    </AntennasOnly>
  );
}
