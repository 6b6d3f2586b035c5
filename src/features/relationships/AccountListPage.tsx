import { FormattedDate, FormattedMessage } from 'react-intl';
import { RelationshipButton } from '../../components/RelationshipButton';
import type { AccountListKind } from '../../store/accounts/accountLists';
import { Column } from '../ui/Column';
import { PagedAccountList } from './PagedAccountList';

/** /blocks and /mutes: the accounts, each with Unblock or Unmute. */
export function AccountListPage({ kind, title }: { kind: AccountListKind; title: string }) {
  return (
    <Column title={title} showBack>
      <PagedAccountList
        source={{ kind }}
        label={title}
        empty={
          kind === 'blocks' ? (
            <FormattedMessage
              id="empty_column.blocks"
              defaultMessage="You haven't blocked any users yet."
            />
          ) : (
            <FormattedMessage
              id="empty_column.mutes"
              defaultMessage="You haven't muted any users yet."
            />
          )
        }
        actions={(account) => (
          <>
            {kind === 'mutes' && account.muteExpiresAt && (
              <span className="account-list__expiry">
                <FormattedMessage
                  id="mute.expires"
                  defaultMessage="Until {date}"
                  values={{
                    date: (
                      <FormattedDate
                        value={account.muteExpiresAt}
                        dateStyle="medium"
                        timeStyle="short"
                      />
                    ),
                  }}
                />
              </span>
            )}
            <RelationshipButton account={account} kind={kind === 'blocks' ? 'block' : 'mute'} />
          </>
        )}
      />
    </Column>
  );
}
