import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Status } from '../../../entities/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/selectors';
import { LazyEmojiPicker } from '../../emoji/LazyEmojiPicker';
import { IconButton } from '../../IconButton';
import { useStatusHotkey } from '../../hotkeys/statusHotkeys';
import { reactionPrompt, selectCanShowReactions, useToggleReaction } from './useReactions';

/** 'Emoji reaction' in the action bar: opens the picker; a pick reacts at once. */
export function EmojiReactionButton({ status, counter }: { status: Status; counter?: number }) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const canShow = useAppSelector((s) => selectCanShowReactions(s, status));
  const toggle = useToggleReaction(status);
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const open = () => (isSignedIn ? setIsOpen(true) : dispatch(reactionPrompt(status)));
  useStatusHotkey('emojiReaction', canShow ? open : null);
  if (!canShow) return null;
  return (
    <>
      <IconButton
        icon="smile"
        title={intl.formatMessage({
          id: 'status.emoji_reaction',
          defaultMessage: 'Emoji reaction',
        })}
        aria-haspopup="dialog"
        counter={counter}
        onClick={open}
      />
      {isOpen && (
        <LazyEmojiPicker
          onClose={() => setIsOpen(false)}
          onPick={(emoji) => {
            setIsOpen(false);
            if (status.emojiReactions.some((r) => r.name === emoji.name && r.me)) return;
            toggle({
              name: emoji.name,
              url: emoji.kind === 'custom' ? emoji.url : null,
              staticUrl: emoji.kind === 'custom' ? emoji.staticUrl : null,
            });
          }}
        />
      )}
    </>
  );
}
