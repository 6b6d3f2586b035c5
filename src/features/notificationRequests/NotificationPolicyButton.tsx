import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { NotificationPolicyDialog } from './NotificationPolicyDialog';
import { POLICY_TITLE } from './policyMessages';

/** Opens the policy editor (from the requests screen and the notifications column). */
export function NotificationPolicyButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="button button--small" onClick={() => setOpen(true)}>
        {intl.formatMessage(POLICY_TITLE)}
      </button>
      {open && <NotificationPolicyDialog onClose={close} />}
    </>
  );
}
