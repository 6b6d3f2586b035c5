import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from '../../components/navigation/router';
import { loadConversations } from '../../store/conversations/conversationActions';
import { selectConversations } from '../../store/conversations/conversations';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { streamUnwanted, streamWanted } from '../../store/timelines/streaming';
import { Column } from '../ui/Column';
import { ConversationItem } from './ConversationItem';
import './conversations.css';
import { LoadMoreButton } from '../../components/LoadMoreButton';

const DIRECT_STREAM = { key: 'direct', stream: 'direct' } as const;

/** /conversations: the reader's private mentions, newest first, live while open. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const conversations = useAppSelector(selectConversations);
  useEffect(() => {
    if (!isSignedIn) return;
    void dispatch(loadConversations({}));
    dispatch(streamWanted(DIRECT_STREAM));
    return () => {
      dispatch(streamUnwanted(DIRECT_STREAM));
    };
  }, [dispatch, isSignedIn]);
  if (!isSignedIn) return <Navigate to="/public/local" replace />;
  const title = intl.formatMessage({ id: 'column.direct', defaultMessage: 'Private mentions' });
  return (
    <Column title={title} showBack>
      <div role="feed" aria-label={title} aria-busy={conversations.isLoading}>
        {conversations.items.map((conversation) => (
          <ConversationItem key={conversation.id} conversation={conversation} />
        ))}
      </div>
      {conversations.hasLoaded && conversations.items.length === 0 && (
        <p className="empty-column">
          <FormattedMessage
            id="empty_column.direct"
            defaultMessage="You don't have any private mentions yet. When you send or receive one, it will show up here."
          />
        </p>
      )}
      {conversations.next && !conversations.isLoading && (
        <LoadMoreButton onClick={() => void dispatch(loadConversations({ more: true }))} />
      )}
    </Column>
  );
}
