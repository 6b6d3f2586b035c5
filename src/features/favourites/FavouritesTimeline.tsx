import { FormattedMessage, useIntl } from 'react-intl';
import { TimelineColumn } from '../timeline/TimelineColumn';

const SOURCE = { kind: 'favourites' } as const;

/** /favourites: filters never hide here. */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'column.favourites', defaultMessage: 'Favorites' });
  return (
    <TimelineColumn
      title={title}
      source={SOURCE}
      filterContext="favourites"
      emptyMessage={
        <FormattedMessage
          id="empty_column.favourited_statuses"
          defaultMessage="You don't have any favorite posts yet. When you favorite one, it will show up here."
        />
      }
    />
  );
}
