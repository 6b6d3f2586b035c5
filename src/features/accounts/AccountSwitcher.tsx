import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '../../components/navigation/router';
import { Icon } from '../../components/Icon';
import { useLayout } from '../../components/navigation/useLayout';
import type { SignedInAccount } from '../../store/accountRegistry/accountRegistry';
import { signOutAccount, switchAccount } from '../../store/accountRegistry/accountActions';
import {
  selectCurrentAccountKey,
  selectSignedInAccounts,
} from '../../store/accountRegistry/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { columnAdded } from '../../store/session/settings';
import { AccountAvatar, handleOf } from './AccountAvatar';
import './accounts.css';

/** Signs one account out; with none left, the window goes to sign in. */
export function useSignOutAccount() {
  const dispatch = useAppDispatch();
  return (key: string) =>
    void dispatch(signOutAccount(key)).then((result) => {
      if (signOutAccount.fulfilled.match(result) && !result.payload)
        window.location.assign('/login');
    });
}

function AccountRow({
  account,
  isCurrent,
  onDone,
}: {
  account: SignedInAccount;
  isCurrent: boolean;
  onDone: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const signOut = useSignOutAccount();
  const isMulti = useLayout() === 'multi';
  const handle = handleOf(account);
  const label = (id: string, defaultMessage: string) =>
    intl.formatMessage({ id, defaultMessage }, { handle });
  const addColumn = (id: 'HOME' | 'NOTIFICATIONS') => {
    dispatch(columnAdded({ uuid: crypto.randomUUID(), id, params: { account: account.key } }));
    onDone();
  };
  return (
    <li className="account-switcher__row">
      <button
        type="button"
        className="account-switcher__account"
        aria-current={isCurrent ? 'true' : undefined}
        onClick={() => {
          onDone();
          if (!isCurrent) void dispatch(switchAccount(account.key));
        }}
      >
        <AccountAvatar account={account} size={36} />
        <span className="account-switcher__names">
          <bdi className="account-switcher__name">{account.displayName}</bdi>
          <span className="account-switcher__handle">{handle}</span>
        </span>
        {isCurrent && (
          <span className="account-switcher__current">
            <Icon name="check" />
            <FormattedMessage id="account_switcher.current" defaultMessage="Current" />
          </span>
        )}
      </button>
      {isMulti && !isCurrent && (
        <>
          <button
            type="button"
            className="icon-button"
            title={label('account_switcher.add_home_column', "Add {handle}'s home as a column")}
            onClick={() => addColumn('HOME')}
          >
            <Icon name="home" />
          </button>
          <button
            type="button"
            className="icon-button"
            title={label(
              'account_switcher.add_notifications_column',
              "Add {handle}'s notifications as a column",
            )}
            onClick={() => addColumn('NOTIFICATIONS')}
          >
            <Icon name="bell" />
          </button>
        </>
      )}
      <button
        type="button"
        className="icon-button"
        title={label('account_switcher.logout', 'Log out {handle}')}
        onClick={() => {
          onDone();
          signOut(account.key);
        }}
      >
        <Icon name="logout" />
      </button>
    </li>
  );
}

/**
 * The navigation's account menu: every account signed in on this browser (on any server),
 * the current one marked; choosing another switches to it in place. "Add account" signs in
 * to one more without signing out of these.
 */
export function AccountSwitcher() {
  const intl = useIntl();
  const navigate = useNavigate();
  const accounts = useAppSelector(selectSignedInAccounts);
  const currentKey = useAppSelector(selectCurrentAccountKey);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const current = accounts.find((a) => a.key === currentKey);
  const title = intl.formatMessage({ id: 'account_switcher.label', defaultMessage: 'Accounts' });
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <div className="account-switcher" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="nav-link account-switcher__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {current ? <AccountAvatar account={current} size={24} /> : <Icon name="users" />}
        <span>{title}</span>
      </button>
      {open && (
        <div id={panelId} className="account-switcher__panel" role="group" aria-label={title}>
          <ul className="account-switcher__list">
            {accounts.map((account) => (
              <AccountRow
                key={account.key}
                account={account}
                isCurrent={account.key === currentKey}
                onDone={close}
              />
            ))}
          </ul>
          <button
            type="button"
            className="nav-link"
            onClick={() => {
              setOpen(false);
              void navigate('/login');
            }}
          >
            <Icon name="personAdd" />
            <FormattedMessage id="navigation_bar.add_account" defaultMessage="Add account" />
          </button>
        </div>
      )}
    </div>
  );
}
