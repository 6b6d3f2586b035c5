import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { useAppHistory } from '../../components/navigation/navigation';
import { COLLECTION_KINDS } from '../../entities/collectionKinds';
import { CollectionTimelinePage } from '../collections/CollectionTimelinePage';
import { DeleteCollectionButton } from '../collections/DeleteCollectionButton';

const { messages, routes } = COLLECTION_KINDS.antennas;

/**
 * An antenna's timeline, live while shown (the `antenna` stream): the generic collection
 * timeline whose "Edit antenna" opens the antenna's settings screen. The deck's
 * ANTENNA_TIMELINE column renders it too.
 */
export function AntennaTimelineColumn({ id }: { id: string }) {
  const intl = useIntl();
  const { replace } = useAppHistory();
  return (
    <CollectionTimelinePage
      kind="antennas"
      id={id}
      actions={
        <>
          <AppLink to={`${routes.list}/${id}`} className="button">
            {intl.formatMessage(messages.edit)}
          </AppLink>
          <DeleteCollectionButton kind="antennas" id={id} onDeleted={() => replace(routes.list)} />
        </>
      }
    />
  );
}
