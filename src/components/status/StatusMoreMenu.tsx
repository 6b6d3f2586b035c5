import { useIntl } from 'react-intl';
import type { Account, Status } from '../../entities/types';
import { DropdownMenu } from '../DropdownMenu';
import { useStatusMenuItems } from './useStatusMenuItems';

/** The 'More' button at the end of the action bar and its menu. */
export function StatusMoreMenu({
  status,
  account,
  contextType,
}: {
  status: Status;
  account: Account | undefined;
  contextType: string;
}) {
  const intl = useIntl();
  const items = useStatusMenuItems(status, account, contextType);
  return (
    <DropdownMenu
      icon="more"
      title={intl.formatMessage({ id: 'status.more', defaultMessage: 'More' })}
      items={items}
    />
  );
}
