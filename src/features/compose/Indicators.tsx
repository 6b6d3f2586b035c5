import { FormattedMessage, useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import { Icon } from '../../components/Icon';
import { InlineRichText, RichText } from '../../components/RichText';
import {
  composeQuoteCancelled,
  composeReplyCancelled,
  composeReset,
} from '../../store/compose/draft';
import { useAppDispatch, useAppSelector, useRetainedStatus } from '../../store/hooks';
import { selectAccount, selectPostingDefaults, selectStatus } from '../../store/selectors';

function Indicator({
  statusId,
  kind,
  onCancel,
}: {
  statusId: string;
  kind: 'reply' | 'quote';
  onCancel: () => void;
}) {
  const intl = useIntl();
  useRetainedStatus(statusId);
  const status = useAppSelector((s) => selectStatus(s, statusId));
  const account = useAppSelector((s) => selectAccount(s, status?.accountId));
  const cancel =
    kind === 'reply'
      ? intl.formatMessage({ id: 'reply_indicator.cancel', defaultMessage: 'Cancel reply' })
      : intl.formatMessage({ id: 'quote_indicator.cancel', defaultMessage: 'Cancel quote' });
  return (
    <div className={`reply-indicator reply-indicator--${kind}`}>
      <span className="reply-indicator__label">
        {kind === 'reply' ? (
          <FormattedMessage id="reply_indicator.replying_to" defaultMessage="Replying to" />
        ) : (
          <FormattedMessage id="quote_indicator.quoting" defaultMessage="Quoting" />
        )}{' '}
        <DisplayName account={account} />
      </span>
      {status &&
        (status.spoilerText ? (
          <p className="reply-indicator__content">
            <InlineRichText nodes={status.spoilerNodes} />
          </p>
        ) : (
          <RichText nodes={status.content} className="reply-indicator__content" />
        ))}
      <button
        type="button"
        className="icon-button"
        aria-label={cancel}
        title={cancel}
        onClick={onCancel}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

export function ReplyIndicator({ statusId }: { statusId: string }) {
  const dispatch = useAppDispatch();
  const defaultPrivacy = useAppSelector((s) => selectPostingDefaults(s).privacy);
  return (
    <Indicator
      statusId={statusId}
      kind="reply"
      onCancel={() => dispatch(composeReplyCancelled(defaultPrivacy))}
    />
  );
}

export function QuoteIndicator({ statusId }: { statusId: string }) {
  const dispatch = useAppDispatch();
  return (
    <Indicator
      statusId={statusId}
      kind="quote"
      onCancel={() => dispatch(composeQuoteCancelled())}
    />
  );
}

/** While editing: say so, and offer to drop the edit (the draft goes back to the defaults). */
export function EditIndicator() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const defaults = useAppSelector(selectPostingDefaults);
  const cancel = intl.formatMessage({ id: 'edit_indicator.cancel', defaultMessage: 'Cancel edit' });
  return (
    <div className="reply-indicator reply-indicator--edit">
      <span className="reply-indicator__label">
        <FormattedMessage id="edit_indicator.title" defaultMessage="Editing a post" />
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={cancel}
        title={cancel}
        onClick={() => dispatch(composeReset(defaults))}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
