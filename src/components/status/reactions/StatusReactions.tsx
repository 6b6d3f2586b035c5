import { useIntl } from 'react-intl';
import type { Status } from '../../../entities/types';
import { useAppSelector } from '../../../store/hooks';
import { ReactionButton } from './ReactionButton';
import { selectCanShowReactions, useToggleReaction } from './useReactions';
import './reactions.css';

const messages = {
  label: { id: 'status.emoji_reactions', defaultMessage: 'Emoji reactions' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

/** The reactions under a status: custom emoji as pictures, unicode as text, 'me' pressed. */
export function StatusReactions({ status }: { status: Status }) {
  const intl = useIntl();
  const canShow = useAppSelector((s) => selectCanShowReactions(s, status));
  const toggle = useToggleReaction(status);
  if (!canShow || status.emojiReactions.length === 0) return null;
  return (
    <div className="status-reactions" role="group" aria-label={intl.formatMessage(messages.label)}>
      {status.emojiReactions.map((reaction) => (
        <ReactionButton
          key={reaction.name}
          reaction={reaction}
          onClick={() =>
            toggle({
              name: reaction.name,
              domain: reaction.domain,
              url: reaction.url,
              staticUrl: reaction.staticUrl,
            })
          }
        />
      ))}
    </div>
  );
}
