import { useIntl } from 'react-intl';
import { AccountListPage } from './AccountListPage';

/** /mutes */
export function Component() {
  const intl = useIntl();
  return (
    <AccountListPage
      kind="mutes"
      title={intl.formatMessage({ id: 'column.mutes', defaultMessage: 'Muted users' })}
    />
  );
}
