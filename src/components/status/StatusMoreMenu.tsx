import { useIntl } from 'react-intl';
import type { Account, Status } from '../../entities/types';
import { DropdownMenu, MenuItems } from '../DropdownMenu';
import { useStatusMenuItems } from './useStatusMenuItems';

interface Props {
  status: Status;
  account: Account | undefined;
  contextType: string;
}

/**
 * The 'More' button at the end of the action bar and its menu. The menu's items are worked
 * out when it opens: every post shown has the button, few have the menu opened.
 */
export function StatusMoreMenu({ status, account, contextType }: Props) {
  const intl = useIntl();
  return (
    <DropdownMenu
      icon="more"
      title={intl.formatMessage({ id: 'status.more', defaultMessage: 'More' })}
      menu={<StatusMenuItems status={status} account={account} contextType={contextType} />}
    />
  );
}

function StatusMenuItems({ status, account, contextType }: Props) {
  return <MenuItems items={useStatusMenuItems(status, account, contextType)} />;
}
