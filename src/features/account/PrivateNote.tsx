import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveAccountNote } from '../../store/accounts/profileActions';
import { selectRelationship } from '../../store/accounts/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** The reader's private note about the account, saved when the field loses focus. */
export function PrivateNote({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const saved = useAppSelector((s) => selectRelationship(s, accountId))?.note;
  const [text, setText] = useState(saved ?? '');
  // A note arriving (or saved elsewhere) replaces what the field shows.
  useEffect(() => {
    if (saved !== undefined) setText(saved);
  }, [saved]);
  if (saved === undefined) return null;
  return (
    <div className="account-note">
      <label htmlFor={id} className="account-note__label">
        <FormattedMessage id="account.account_note_header" defaultMessage="Note" />
      </label>
      <textarea
        id={id}
        className="account-note__input"
        rows={2}
        value={text}
        placeholder={intl.formatMessage({
          id: 'account_note.placeholder',
          defaultMessage: 'Click to add a note',
        })}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text !== saved) void dispatch(saveAccountNote({ accountId, comment: text }));
        }}
      />
    </div>
  );
}
