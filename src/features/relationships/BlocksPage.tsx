import { useIntl } from 'react-intl';
import { AccountListPage } from './AccountListPage';

/** /blocks */
export function Component() {
  const intl = useIntl();
  return (
    <AccountListPage
      kind="blocks"
      title={intl.formatMessage({ id: 'column.blocks', defaultMessage: 'Blocked users' })}
    />
  );
}
