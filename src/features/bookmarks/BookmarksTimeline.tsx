import { FormattedMessage, useIntl } from 'react-intl';
import { TimelineColumn } from '../timeline/TimelineColumn';

const SOURCE = { kind: 'bookmarks' } as const;

/** /bookmarks: filters never hide here. */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'column.bookmarks', defaultMessage: 'Bookmarks' });
  return (
    <TimelineColumn
      title={title}
      source={SOURCE}
      filterContext="bookmarks"
      emptyMessage={
        <FormattedMessage
          id="empty_column.bookmarked_statuses"
          defaultMessage="You don't have any bookmarked posts yet. When you bookmark one, it will show up here."
        />
      }
    />
  );
}
