import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DirectorySource } from '../../store/accounts/followLists';
import { Column } from '../ui/Column';
import { FollowToggle } from './FollowToggle';
import { PagedAccountList } from './PagedAccountList';

/** /directory: discoverable accounts, 20 a page, by activity or arrival, here or everywhere. */
export function Component() {
  const intl = useIntl();
  const [order, setOrder] = useState<DirectorySource['order']>('active');
  const [local, setLocal] = useState(false);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const title = t('column.directory', 'Browse profiles');
  const choice = <T,>(name: string, value: T, current: T, set: (v: T) => void, label: string) => (
    <label>
      <input type="radio" name={name} checked={value === current} onChange={() => set(value)} />{' '}
      {label}
    </label>
  );
  return (
    <Column title={title} showBack>
      <div className="account-list__choices">
        <fieldset aria-label={t('directory.order', 'Order')}>
          {choice(
            'order',
            'active',
            order,
            setOrder,
            t('directory.recently_active', 'Recently active'),
          )}
          {choice('order', 'new', order, setOrder, t('directory.new_arrivals', 'New arrivals'))}
        </fieldset>
        <fieldset aria-label={t('directory.origin', 'Origin')}>
          {choice('local', true, local, setLocal, t('directory.local', 'From this server'))}
          {choice(
            'local',
            false,
            local,
            setLocal,
            t('directory.federated', 'From known fediverse'),
          )}
        </fieldset>
      </div>
      <PagedAccountList
        source={{ kind: 'directory', order, local }}
        label={title}
        empty={t('empty_column.directory', 'No profiles to show.')}
        actions={(account) => <FollowToggle account={account} />}
      />
    </Column>
  );
}
