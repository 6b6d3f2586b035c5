import { useIntl } from 'react-intl';
import { ReactionEmoji } from '../../CustomEmoji';

const countMessage = {
  id: 'status.emoji_reaction.count',
  defaultMessage: '{name} {count, plural, one {# reaction} other {# reactions}}',
};

/** One reaction with its count: a custom emoji as its picture, unicode as text, 'me' pressed. */
export function ReactionButton({
  reaction,
  onClick,
}: {
  reaction: {
    name: string;
    count: number;
    me: boolean;
    url: string | null;
    staticUrl: string | null;
  };
  onClick: () => void;
}) {
  const intl = useIntl();
  const display = reaction.url ? `:${reaction.name}:` : reaction.name;
  return (
    <button
      type="button"
      className={`status-reactions__item${reaction.me ? ' status-reactions__item--me' : ''}`}
      aria-pressed={reaction.me}
      aria-label={intl.formatMessage(countMessage, { name: display, count: reaction.count })}
      title={display}
      onClick={onClick}
    >
      <ReactionEmoji reaction={reaction} size={20} />
      <span className="status-reactions__count" aria-hidden="true">
        {reaction.count}
      </span>
    </button>
  );
}
