import { useState, type MouseEvent } from 'react';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { DropdownMenu, type MenuItem } from '../../components/DropdownMenu';
import { useAppHistory } from '../../components/navigation/navigation';
import { RelativeTimestamp } from '../../components/RelativeTimestamp';
import { RichText } from '../../components/RichText';
import type { Conversation } from '../../entities/types';
import {
  markConversationUnread,
  removeConversation,
} from '../../store/conversations/conversationActions';
import { selectConversationAccounts } from '../../store/conversations/conversations';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccount, selectIsKmyblue, selectStatus } from '../../store/selectors';
import { ConfirmationModal } from '../modals/ConfirmationModal';

/**
 * One conversation: who is in it, its last post's text and time; opening it shows the thread
 * of that post and marks it read. Unread ones are marked, in words too.
 */
export function ConversationItem({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { push } = useAppHistory();
  const [isConfirming, setIsConfirming] = useState(false);
  const status = useAppSelector((s) => selectStatus(s, conversation.lastStatusId));
  const author = useAppSelector((s) => selectAccount(s, status?.accountId));
  const accounts = useAppSelector(
    (s) => selectConversationAccounts(s, conversation.accountIds),
    shallowEqual,
  );
  const isKmyblue = useAppSelector(selectIsKmyblue);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  const markAs = (unread: boolean) =>
    void dispatch(markConversationUnread({ id: conversation.id, unread }));
  const path = status && author ? `/@${author.acct}/${status.id}` : null;
  const markRead = () => {
    if (conversation.unread) markAs(false);
  };
  const open = () => {
    if (!path) return;
    markRead();
    push(path);
  };
  const openUnlessLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    open();
  };
  const items: MenuItem[] = [
    { key: 'open', label: t('conversation.open', 'View conversation'), onSelect: open },
    conversation.unread
      ? {
          key: 'read',
          label: t('conversation.mark_as_read', 'Mark as read'),
          onSelect: () => markAs(false),
        }
      : null,
    !conversation.unread && isKmyblue
      ? {
          key: 'unread',
          label: t('conversation.mark_as_unread', 'Mark as unread'),
          onSelect: () => markAs(true),
        }
      : null,
    {
      key: 'delete',
      label: t('conversation.delete', 'Delete conversation'),
      onSelect: () => setIsConfirming(true),
      danger: true,
    },
  ].filter((item): item is MenuItem => item !== null);

  const names = accounts.map((account) => account.displayName || account.username);
  return (
    <article
      className={`conversation${conversation.unread ? ' conversation--unread' : ''}`}
      aria-label={intl.formatMessage(
        { id: 'conversation.with', defaultMessage: 'With {names}' },
        { names: intl.formatList(names, { type: 'conjunction' }) },
      )}
    >
      <div className="conversation__avatars" aria-hidden="true">
        {accounts.map((account) => (
          <Avatar key={account.id} account={account} size={36} />
        ))}
      </div>
      <div className="conversation__main">
        <div className="conversation__header">
          {conversation.unread && (
            <span className="conversation__unread">
              <FormattedMessage id="conversation.unread" defaultMessage="Unread" />
            </span>
          )}
          <span className="conversation__names">
            <FormattedList
              type="conjunction"
              value={accounts.map((account) => (
                <DisplayName key={account.id} account={account} withAcct={false} />
              ))}
            />
          </span>
          {status && path && (
            <AppLink to={path} className="conversation__time" onClick={markRead}>
              <RelativeTimestamp timestamp={status.createdAt} />
            </AppLink>
          )}
        </div>
        {/* A click anywhere but on a link opens it too; the time is the link for the keyboard. */}
        <div className="conversation__content" onClick={openUnlessLink}>
          {status ? (
            <RichText nodes={status.content} className="conversation__text" />
          ) : (
            <FormattedMessage
              id="conversation.no_status"
              defaultMessage="This post is unavailable."
            />
          )}
        </div>
      </div>
      <DropdownMenu icon="more" title={t('status.more', 'More')} items={items} />
      {isConfirming && (
        <ConfirmationModal
          title={t('conversation.delete', 'Delete conversation')}
          confirm={t('confirmations.delete.confirm', 'Delete')}
          onConfirm={() => void dispatch(removeConversation(conversation.id))}
          onClose={() => setIsConfirming(false)}
        >
          <p>
            <FormattedMessage
              id="confirmations.delete_conversation.message"
              defaultMessage="Are you sure you want to delete this conversation? It will be removed for you only."
            />
          </p>
        </ConfirmationModal>
      )}
    </article>
  );
}
