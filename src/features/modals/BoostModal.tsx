import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Status } from '../../components/status/Status';
import { VISIBILITY_META } from '../../components/status/visibility';
import type { Visibility } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasLoginVisibility, selectHasPublicUnlisted } from '../../store/selectors';
import { toggleReblog } from '../../store/statuses/statusActions';
import { ConfirmationModal } from './ConfirmationModal';

/**
 * The BOOST modal, asked before boosting when the setting says so; the boost goes
 * out with the chosen visibility (kmyblue adds local public and login only where offered).
 */
export function BoostModal({ statusId, onClose }: { statusId: string; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hasPublicUnlisted = useAppSelector(selectHasPublicUnlisted);
  const hasLogin = useAppSelector(selectHasLoginVisibility);
  const [visibility, setVisibility] = useState<Visibility>('public');
  const choices: Visibility[] = [
    'public',
    ...(hasPublicUnlisted ? (['public_unlisted'] as const) : []),
    ...(hasLogin ? (['login'] as const) : []),
    'unlisted',
    'private',
  ];
  return (
    <ConfirmationModal
      title={intl.formatMessage({ id: 'boost_modal.title', defaultMessage: 'Boost?' })}
      confirm={intl.formatMessage({ id: 'status.reblog', defaultMessage: 'Boost' })}
      tone="primary"
      onConfirm={() => void dispatch(toggleReblog({ id: statusId, value: true, visibility }))}
      onClose={onClose}
    >
      <Status id={statusId} showActions={false} />
      <fieldset className="modal__choices">
        <legend>
          {intl.formatMessage({ id: 'privacy.change', defaultMessage: 'Change post privacy' })}
        </legend>
        {choices.map((choice) => (
          <label key={choice} className="modal__choice">
            <input
              type="radio"
              name="boost-visibility"
              value={choice}
              checked={visibility === choice}
              onChange={() => setVisibility(choice)}
            />
            {intl.formatMessage({
              id: VISIBILITY_META[choice].id,
              defaultMessage: VISIBILITY_META[choice].defaultMessage,
            })}
          </label>
        ))}
      </fieldset>
    </ConfirmationModal>
  );
}
