import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectMeId } from '../../store/selectors';
import { TimelineColumn } from '../timeline/TimelineColumn';

/** /pinned: the reader's own pinned posts (GET v1/accounts/{me}/statuses?pinned=true). */
export function Component() {
  const intl = useIntl();
  const meId = useAppSelector(selectMeId);
  const title = intl.formatMessage({ id: 'column.pins', defaultMessage: 'Pinned posts' });
  if (!meId) return null;
  return (
    <TimelineColumn
      title={title}
      source={{ kind: 'account', id: meId, pinned: true }}
      filterContext="account"
      emptyMessage={
        <FormattedMessage
          id="empty_column.pinned_statuses"
          defaultMessage="You haven't pinned any posts yet."
        />
      }
    />
  );
}
