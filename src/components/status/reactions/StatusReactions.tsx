import { useIntl } from 'react-intl';
import type { Status } from '../../../entities/types';
import { useAppSelector } from '../../../store/hooks';
import { selectCanShowReactions, useToggleReaction } from './useReactions';
import './reactions.css';

const messages = {
  label: { id: 'status.emoji_reactions', defaultMessage: 'Emoji reactions' },
  reaction: {
    id: 'status.emoji_reaction.count',
    defaultMessage: '{name} {count, plural, one {# reaction} other {# reactions}}',
  },
} satisfies Record<string, { id: string; defaultMessage: string }>;

/** The reactions under a status: custom emoji as pictures, unicode as text, 'me' pressed. */
export function StatusReactions({ status }: { status: Status }) {
  const intl = useIntl();
  const canShow = useAppSelector((s) => selectCanShowReactions(s, status));
  const toggle = useToggleReaction(status);
  if (!canShow || status.emojiReactions.length === 0) return null;
  return (
    <div className="status-reactions" role="group" aria-label={intl.formatMessage(messages.label)}>
      {status.emojiReactions.map((reaction) => {
        const display = reaction.url ? `:${reaction.name}:` : reaction.name;
        return (
          <button
            key={reaction.name}
            type="button"
            className={`status-reactions__item${reaction.me ? ' status-reactions__item--me' : ''}`}
            aria-pressed={reaction.me}
            aria-label={intl.formatMessage(messages.reaction, {
              name: display,
              count: reaction.count,
            })}
            title={display}
            onClick={() =>
              toggle({
                name: reaction.name,
                domain: reaction.domain,
                url: reaction.url,
                staticUrl: reaction.staticUrl,
              })
            }
          >
            {reaction.url ? (
              <img src={reaction.staticUrl ?? reaction.url} alt="" width={20} height={20} />
            ) : (
              <span aria-hidden="true">{reaction.name}</span>
            )}
            <span className="status-reactions__count" aria-hidden="true">
              {reaction.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
