import { FormattedMessage, useIntl } from 'react-intl';
import type { Account } from '../../entities/types';
import { FOLLOW_REQUESTS } from '../../store/accounts/followLists';
import {
  authorizeFollowRequest,
  rejectFollowRequest,
} from '../../store/accounts/followRequestActions';
import { useAppDispatch } from '../../store/hooks';
import { Column } from '../ui/Column';
import { PagedAccountList } from './PagedAccountList';

function Answers({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void dispatch(authorizeFollowRequest(account.id))}
      >
        {intl.formatMessage({ id: 'follow_request.authorize', defaultMessage: 'Authorize' })}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void dispatch(rejectFollowRequest(account.id))}
      >
        {intl.formatMessage({ id: 'follow_request.reject', defaultMessage: 'Reject' })}
      </button>
    </>
  );
}

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
        actions={(account) => <Answers account={account} />}
      />
    </Column>
  );
}
