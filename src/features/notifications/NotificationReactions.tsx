import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import type { NotificationGroup } from '../../entities/types';
import { useAppSelector } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';
import './notifications.css';
import { ReactionEmoji } from '../../components/CustomEmoji';

const messages = {
  label: { id: 'notification.emoji_reactions', defaultMessage: 'Reactions' },
  reaction: { id: 'notification.emoji_reaction.by', defaultMessage: '{emoji} by {names}' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

/**
 * The emoji of an emoji_reaction group (kmyblue's emoji_reaction_groups): custom emoji as
 * pictures, unicode as text, each named with who reacted with it.
 */
export function NotificationReactions({
  reactions,
}: {
  reactions: NotificationGroup['emojiReactionGroups'];
}) {
  const intl = useIntl();
  // The reactors, compared one by one: only a change of one of them renders this again.
  const reactors = useAppSelector(
    (s) => reactions.flatMap((r) => r.sampleAccountIds.map((id) => selectAccount(s, id))),
    shallowEqual,
  );
  if (reactions.length === 0) return null;
  const nameOf = new Map(reactors.flatMap((a) => (a ? [[a.id, a.displayName] as const] : [])));
  return (
    <ul className="notification__reactions" aria-label={intl.formatMessage(messages.label)}>
      {reactions.map((reaction) => {
        const emoji = reaction.url ? `:${reaction.name}:` : reaction.name;
        const names = reaction.sampleAccountIds.flatMap((id) => nameOf.get(id) ?? []);
        const label = intl.formatMessage(messages.reaction, {
          emoji,
          names: intl.formatList(names),
        });
        return (
          <li
            key={reaction.name}
            className="notification__reaction"
            aria-label={label}
            title={label}
          >
            <ReactionEmoji reaction={reaction} size={24} />
            {reaction.sampleAccountIds.length > 1 && (
              <span className="notification__reaction-count" aria-hidden="true">
                {reaction.sampleAccountIds.length}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
