import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyEmojiPicker } from '../../components/emoji/LazyEmojiPicker';
import { IconButton } from '../../components/IconButton';
import { ReactionButton } from '../../components/status/reactions/ReactionButton';
import '../../components/status/reactions/reactions.css';
import type { Announcement } from '../../entities/types';
import { toggleAnnouncementReaction } from '../../store/announcements/announcementActions';
import type { ReactionChoice } from '../../store/announcements/announcementRules';
import { useAppDispatch } from '../../store/hooks';

const messages = {
  label: { id: 'announcement.reactions', defaultMessage: 'Reactions' },
  add: { id: 'emoji_button.label', defaultMessage: 'Insert emoji' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

/** The reactions under an announcement, the reader's own pressed; the picker adds one. */
export function AnnouncementReactions({ announcement }: { announcement: Announcement }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [isPicking, setIsPicking] = useState(false);
  const toggle = (choice: ReactionChoice, add: boolean) =>
    void dispatch(toggleAnnouncementReaction({ id: announcement.id, choice, add }));
  return (
    <div
      className="status-reactions announcement__reactions"
      role="group"
      aria-label={intl.formatMessage(messages.label)}
    >
      {announcement.reactions.map((reaction) => (
        <ReactionButton
          key={reaction.name}
          reaction={reaction}
          onClick={() => toggle(reaction, !reaction.me)}
        />
      ))}
      <IconButton
        icon="smile"
        title={intl.formatMessage(messages.add)}
        aria-haspopup="dialog"
        onClick={() => setIsPicking(true)}
      />
      {isPicking && (
        <LazyEmojiPicker
          onClose={() => setIsPicking(false)}
          onPick={(emoji) => {
            setIsPicking(false);
            if (announcement.reactions.some((r) => r.name === emoji.name && r.me)) return;
            toggle(
              {
                name: emoji.name,
                url: emoji.kind === 'custom' ? emoji.url : null,
                staticUrl: emoji.kind === 'custom' ? emoji.staticUrl : null,
              },
              true,
            );
          }}
        />
      )}
    </div>
  );
}
