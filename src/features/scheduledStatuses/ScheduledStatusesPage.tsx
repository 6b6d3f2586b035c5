import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadScheduledStatuses } from '../../store/scheduledStatuses/scheduledStatusActions';
import { selectScheduledStatuses } from '../../store/scheduledStatuses/scheduledStatuses';
import { Column } from '../ui/Column';
import { ScheduledStatusItem } from './ScheduledStatusItem';
import './scheduledStatuses.css';

/** /scheduled_statuses: the reader's posts waiting for their time, soonest first. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const scheduled = useAppSelector(selectScheduledStatuses);
  useEffect(() => {
    void dispatch(loadScheduledStatuses({}));
  }, [dispatch]);
  const title = intl.formatMessage({
    id: 'column.scheduled_statuses',
    defaultMessage: 'Scheduled posts',
  });
  const { items, failure } = scheduled;
  return (
    <Column title={title} showBack>
      {failure ? (
        <LoadFailure error={failure} onRetry={() => void dispatch(loadScheduledStatuses({}))} />
      ) : (
        <ul className="scheduled-list" aria-label={title} aria-busy={!scheduled.hasLoaded}>
          {items.map((item) => (
            <ScheduledStatusItem key={item.id} scheduled={item} />
          ))}
        </ul>
      )}
      {scheduled.hasLoaded && !failure && items.length === 0 && (
        <p className="empty-column" role="status">
          <FormattedMessage
            id="empty_column.scheduled_statuses"
            defaultMessage="You have no scheduled posts. Choose “Schedule” in the composer to post later."
          />
        </p>
      )}
      {scheduled.next && !scheduled.isLoading && !failure && (
        <LoadMoreButton onClick={() => void dispatch(loadScheduledStatuses({ more: true }))} />
      )}
    </Column>
  );
}
