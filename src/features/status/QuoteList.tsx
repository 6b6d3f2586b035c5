import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Status } from '../../components/status/Status';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStatus } from '../../store/selectors';
import { revokeQuoteOf } from '../../store/statuses/quotePolicyActions';
import { ConfirmationModal } from '../modals/ConfirmationModal';

/** One quote of the reader's post, with 'Remove quote' until it is revoked. */
function QuoteRow({ statusId, quotingId }: { statusId: string; quotingId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const quoting = useAppSelector((s) => selectStatus(s, quotingId));
  const [isConfirming, setConfirming] = useState(false);
  const revoked = quoting?.quote?.state === 'revoked';
  const label = intl.formatMessage({ id: 'status.remove_quote', defaultMessage: 'Remove quote' });
  return (
    <li className="quote-list__item">
      <Status id={quotingId} />
      {!revoked && (
        <button
          type="button"
          className="button button--danger quote-list__revoke"
          onClick={() => setConfirming(true)}
        >
          {label}
        </button>
      )}
      {isConfirming && (
        <ConfirmationModal
          title={intl.formatMessage({
            id: 'confirmations.revoke_quote.title',
            defaultMessage: 'Remove post?',
          })}
          confirm={label}
          onConfirm={() => void dispatch(revokeQuoteOf({ statusId, quotingId }))}
          onClose={() => setConfirming(false)}
        >
          <p>
            <FormattedMessage
              id="confirmations.revoke_quote.message"
              defaultMessage="This action cannot be undone. The quoting post will show that you removed your post from it."
            />
          </p>
        </ConfirmationModal>
      )}
    </li>
  );
}

/** /@{acct}/{id}/quotes: the posts quoting this one, each of which its author may remove. */
export function QuoteList({
  statusId,
  ids,
  title,
  isBusy,
}: {
  statusId: string;
  ids: string[];
  title: string;
  isBusy: boolean;
}) {
  return (
    <ul className="quote-list" aria-label={title} aria-busy={isBusy}>
      {ids.map((id) => (
        <QuoteRow key={id} statusId={statusId} quotingId={id} />
      ))}
    </ul>
  );
}
