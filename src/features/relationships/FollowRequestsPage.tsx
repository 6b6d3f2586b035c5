import { FormattedMessage, useIntl } from 'react-intl';
import { FOLLOW_REQUESTS } from '../../store/accounts/followLists';
import { Column } from '../ui/Column';
import { FollowRequestAnswers } from './FollowRequestAnswers';
import { PagedAccountList } from './PagedAccountList';

/** /follow_requests: who asks to follow the reader, answered in place. */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'column.follow_requests',
    defaultMessage: 'Follow requests',
  });
  return (
    <Column title={title} showBack>
      <PagedAccountList
        source={FOLLOW_REQUESTS}
        label={title}
        empty={
          <FormattedMessage
            id="empty_column.follow_requests"
            defaultMessage="You don't have any follow requests yet. When you receive one, it will show up here."
          />
        }
        actions={(account) => <FollowRequestAnswers accountId={account.id} />}
      />
    </Column>
  );
}
