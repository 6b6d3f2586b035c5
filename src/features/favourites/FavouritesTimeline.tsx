import { FormattedMessage, useIntl } from 'react-intl';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';

const SOURCE = { kind: 'favourites' } as const;

/** /favourites: filters never hide here (SPEC §6). */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'column.favourites', defaultMessage: 'Favorites' });
  return (
    <Column title={title} showBack>
      <Timeline
        source={SOURCE}
        label={title}
        filterContext="favourites"
        emptyMessage={
          <FormattedMessage
            id="empty_column.favourited_statuses"
            defaultMessage="You don't have any favorite posts yet. When you favorite one, it will show up here."
          />
        }
      />
    </Column>
  );
}
