import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { InvalidItem } from '../../components/InvalidItem';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadNotificationRequests } from '../../store/notificationRequests/notificationRequestActions';
import { selectNotificationRequests } from '../../store/notificationRequests/selectors';
import { Column } from '../ui/Column';
import { BulkAnswerBar } from './BulkAnswerBar';
import { NotificationPolicyButton } from './NotificationPolicyButton';
import { NotificationRequestItem } from './NotificationRequestItem';
import { REQUEST_MESSAGES } from './requestMessages';
import '../relationships/accountList.css';
import './notificationRequests.css';
import { LoadMoreButton } from '../../components/LoadMoreButton';

/** /notifications/requests: Mastodon 4.3's filtered notifications, one request per sender. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, byId, next, isLoading, hasLoaded } = useAppSelector(selectNotificationRequests);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    void dispatch(loadNotificationRequests({}));
  }, [dispatch]);
  const title = intl.formatMessage(REQUEST_MESSAGES.title);
  // Answered requests leave the list; so do they leave the selection.
  const chosen = selected.filter((id) => byId[id]);
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  const stopSelecting = () => {
    setSelecting(false);
    setSelected([]);
  };
  return (
    <Column
      title={title}
      showBack
      actions={
        <>
          <NotificationPolicyButton />
          <button
            type="button"
            className="button button--small"
            aria-pressed={selecting}
            onClick={() => (selecting ? stopSelecting() : setSelecting(true))}
          >
            {intl.formatMessage(
              selecting ? REQUEST_MESSAGES.exitSelection : REQUEST_MESSAGES.select,
            )}
          </button>
        </>
      }
    >
      {selecting && (
        <BulkAnswerBar
          allIds={items.filter((item): item is string => typeof item === 'string')}
          selected={chosen}
          onSelect={setSelected}
          onDone={stopSelecting}
        />
      )}
      <ul className="account-list" aria-label={title} aria-busy={isLoading}>
        {items.map((item, index) =>
          typeof item === 'string' ? (
            <NotificationRequestItem
              key={item}
              requestId={item}
              selecting={selecting}
              selected={chosen.includes(item)}
              onToggle={toggle}
            />
          ) : (
            <li key={`invalid-${index}`}>
              <InvalidItem className="account-list__item">{item.message}</InvalidItem>
            </li>
          ),
        )}
      </ul>
      {hasLoaded && items.length === 0 && (
        <p className="empty-column">{intl.formatMessage(REQUEST_MESSAGES.empty)}</p>
      )}
      {next && !isLoading && (
        <LoadMoreButton onClick={() => void dispatch(loadNotificationRequests({ more: true }))} />
      )}
    </Column>
  );
}
