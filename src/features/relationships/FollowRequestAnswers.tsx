import { useIntl } from 'react-intl';
import {
  authorizeFollowRequest,
  rejectFollowRequest,
} from '../../store/accounts/followRequestActions';
import { useAppDispatch } from '../../store/hooks';

/** Authorize and Reject, for a follow request wherever it shows. */
export function FollowRequestAnswers({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void dispatch(authorizeFollowRequest(accountId))}
      >
        {intl.formatMessage({ id: 'follow_request.authorize', defaultMessage: 'Authorize' })}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void dispatch(rejectFollowRequest(accountId))}
      >
        {intl.formatMessage({ id: 'follow_request.reject', defaultMessage: 'Reject' })}
      </button>
    </>
  );
}
