import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectHasEmojiReactions } from '../../store/selectors';
import { TimelineColumn } from '../timeline/TimelineColumn';
import { Component as NotFound } from '../ui/NotFound';

const SOURCE = { kind: 'emoji_reactions' } as const;

/** /emoji_reactions: the posts the reader reacted to, newest reaction first (kmyblue). */
export function Component() {
  // A server without emoji reactions is never asked for them.
  return useAppSelector(selectHasEmojiReactions) ? <EmojiReactionsTimeline /> : <NotFound />;
}

function EmojiReactionsTimeline() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'column.emoji_reactions',
    defaultMessage: 'Emoji reactions',
  });
  return (
    <TimelineColumn
      title={title}
      source={SOURCE}
      filterContext="emoji_reactions"
      emptyMessage={
        <FormattedMessage
          id="empty_column.emoji_reactioned_statuses"
          defaultMessage="You don't have any reacted posts yet. When you react to one, it will show up here."
        />
      }
    />
  );
}
