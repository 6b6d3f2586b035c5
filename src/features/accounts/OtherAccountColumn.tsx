import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Provider, useStore } from 'react-redux';
import { useNavigate } from '../../components/navigation/router';
import { withDeckPrefix } from '../../components/navigation/navigation';
import { PathOpenerContext } from '../../components/navigation/pathOpener';
import { switchAccount } from '../../store/accountRegistry/accountActions';
import { retainAccountStore } from '../../store/accountRegistry/accountStores';
import type { AppStore } from '../../store';
import { selectSignedInAccount } from '../../store/accountRegistry/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { Column } from '../../store/session/settings';
import { ColumnSettingsPanel } from '../columns/ColumnSettingsPanel';
import { ColumnSettingsToggle } from '../columns/ColumnSettingsToggle';
import { useDeckColumn } from '../columns/deckColumnContext';
import { Component as HomeTimeline } from '../home/HomeTimeline';
import { ModalRoot } from '../modals/ModalRoot';
import { NotificationsColumn } from '../notifications/NotificationsColumn';
import { ColumnFrameContext } from '../ui/columnFrame';
import { Column as ColumnFrame } from '../ui/Column';
import { selectSessionPhase } from '../../store/selectors';
import { AccountAvatar, handleOf } from './AccountAvatar';
import './accounts.css';

/** The column's content once its account's own store has connected to its server. */
function Connected({ column }: { column: Column }) {
  const intl = useIntl();
  const phase = useAppSelector(selectSessionPhase);
  const isNotifications = column.id === 'NOTIFICATIONS';
  if (phase === 'ready' || phase === 'cached')
    return isNotifications ? <NotificationsColumn /> : <HomeTimeline />;
  const title = isNotifications
    ? intl.formatMessage({ id: 'column.notifications', defaultMessage: 'Notifications' })
    : intl.formatMessage({ id: 'column.home', defaultMessage: 'Home' });
  return (
    <ColumnFrame title={title}>
      {phase === 'failed' ? (
        <p className="empty-column" role="alert">
          <FormattedMessage id="boot.failed" defaultMessage="Could not connect to the server." />
        </p>
      ) : (
        <div className="loading-indicator" role="status">
          <FormattedMessage id="loading_indicator.label" defaultMessage="Loading…" />
        </div>
      )}
    </ColumnFrame>
  );
}

/**
 * A deck column showing another signed-in account's home or notifications, live, labelled
 * with that account. It runs on that account's own store (its server, token and stream), so
 * favourites, boosts, bookmarks, reactions and the More menu act as that account; opening a
 * post, a profile or the composer switches to that account and opens it there.
 */
export function OtherAccountColumn({ column }: { column: Column }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mainStore = useStore();
  const place = useDeckColumn();
  const key = column.params.account ?? '';
  const account = useAppSelector((state) => selectSignedInAccount(state, key));
  const isSignedIn = account !== undefined;
  const [store, setStore] = useState<AppStore | null>(null);
  useEffect(() => {
    const held = isSignedIn ? dispatch(retainAccountStore(key)) : null;
    setStore(held?.store ?? null);
    return held?.release;
  }, [dispatch, isSignedIn, key]);
  const open = useCallback(
    (path: string) =>
      void dispatch(switchAccount(key)).then((result) => {
        if (switchAccount.fulfilled.match(result))
          void navigate(withDeckPrefix(path, true), { state: { fromApp: true } });
      }),
    [dispatch, navigate, key],
  );
  // The deck's own controls, on the deck's store, whatever store the column's content reads.
  const controls = place && (
    <Provider store={mainStore}>
      <ColumnSettingsToggle
        icon="sliders"
        panel={(id) => <ColumnSettingsPanel place={place} id={id} />}
      />
    </Provider>
  );
  const frame = {
    label: account && (
      <span className="column-header__account">
        <AccountAvatar account={account} size={20} />
        <span>{handleOf(account)}</span>
      </span>
    ),
    controls,
  };
  if (isSignedIn && !store) return null;
  if (!store) {
    const title = intl.formatMessage({
      id: 'account_column.signed_out',
      defaultMessage: 'This account is no longer signed in here.',
    });
    return (
      <ColumnFrameContext value={frame}>
        <ColumnFrame title={title}>{null}</ColumnFrame>
      </ColumnFrameContext>
    );
  }
  return (
    <ColumnFrameContext value={frame}>
      <Provider store={store}>
        <PathOpenerContext value={open}>
          <Connected column={column} />
          <ModalRoot />
        </PathOpenerContext>
      </Provider>
    </ColumnFrameContext>
  );
}
