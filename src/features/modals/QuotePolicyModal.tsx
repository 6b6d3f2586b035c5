import { useState } from 'react';
import { useIntl } from 'react-intl';
import { quotePolicyOf, type QuotePolicy } from '../../entities/quotePolicy';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStatus } from '../../store/selectors';
import { changeQuotePolicy } from '../../store/statuses/quotePolicyActions';
import { QUOTE_POLICIES } from '../compose/ComposeOptions';
import { ConfirmationModal } from './ConfirmationModal';

/** Who may quote one's own post, changed after posting (the composer's same three choices). */
export function QuotePolicyModal({ statusId, onClose }: { statusId: string; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectStatus(s, statusId));
  const [policy, setPolicy] = useState<QuotePolicy>(() =>
    quotePolicyOf(status?.quoteApproval ?? null),
  );
  return (
    <ConfirmationModal
      title={intl.formatMessage({
        id: 'status.quote_policy_change',
        defaultMessage: 'Change who can quote',
      })}
      confirm={intl.formatMessage({ id: 'quote_policy_modal.save', defaultMessage: 'Save' })}
      tone="primary"
      onConfirm={() => void dispatch(changeQuotePolicy({ id: statusId, policy }))}
      onClose={onClose}
    >
      <fieldset className="modal__choices">
        <legend>
          {intl.formatMessage({
            id: 'visibility_modal.quote_label',
            defaultMessage: 'Who can quote',
          })}
        </legend>
        {QUOTE_POLICIES.map((choice) => (
          <label key={choice.value} className="modal__choice">
            <input
              type="radio"
              name="quote-policy"
              value={choice.value}
              checked={policy === choice.value}
              onChange={() => setPolicy(choice.value)}
            />
            {intl.formatMessage({ id: choice.id, defaultMessage: choice.defaultMessage })}
          </label>
        ))}
      </fieldset>
    </ConfirmationModal>
  );
}
