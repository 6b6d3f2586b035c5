import { useCallback } from 'react';
import type { Status } from '../../../entities/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { modalOpened } from '../../../store/modals';
import { toggleEmojiReaction } from '../../../store/statuses/reactionActions';
import type { RootState } from '../../../store';
import {
  selectAccount,
  selectHasEmojiReactions,
  selectInstance,
  selectIsSignedIn,
} from '../../../store/selectors';
import { settingChanged } from '../../../store/session/settings';
import { selectFrequentlyUsedEmojis } from '../../../store/session/settingsSelectors';

/** kmyblue's emoji_reaction_policy value that refuses every reaction. */
const REFUSES_ALL = 'block';

/**
 * Reactions show only when the server has them (fedibird_capabilities emoji_reaction) and
 * the author's emoji_reaction_policy does not refuse them (default allow).
 */
export const selectCanShowReactions = (state: RootState, status: Status): boolean =>
  selectHasEmojiReactions(state) &&
  (selectAccount(state, status.accountId)?.otherSettings.emojiReactionPolicy ?? 'allow') !==
    REFUSES_ALL;

/** What a visitor gets instead of reacting. */
export const reactionPrompt = (status: Status) =>
  modalOpened({
    type: 'INTERACTION',
    props: { intent: 'emoji_reaction', accountId: status.accountId, url: status.url },
  });

export interface ReactionChoice {
  name: string;
  domain?: string | null;
  url: string | null;
  staticUrl: string | null;
}

/** Adds a reaction, or takes back one already given; a visitor gets the interaction prompt. */
export function useToggleReaction(status: Status): (choice: ReactionChoice) => void {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const counts = useAppSelector(selectFrequentlyUsedEmojis);
  const maxPerAccount = useAppSelector(
    (s) => selectInstance(s)?.configuration.emojiReactionsMaxPerAccount ?? null,
  );
  return useCallback(
    (choice: ReactionChoice) => {
      if (!isSignedIn) {
        dispatch(reactionPrompt(status));
        return;
      }
      const given = status.emojiReactions.some((r) => r.name === choice.name && r.me);
      if (!given)
        dispatch(
          settingChanged({
            path: ['frequentlyUsedEmojis', choice.name],
            value: (counts[choice.name] ?? 0) + 1,
          }),
        );
      // At the server's per-account limit, a new reaction takes the place of the oldest own one.
      const own = status.emojiReactions.filter((r) => r.me);
      const replaced =
        !given && maxPerAccount !== null && own.length >= maxPerAccount ? own[0] : null;
      void (async () => {
        if (replaced) {
          const { name, domain, url, staticUrl } = replaced;
          const result = await dispatch(
            toggleEmojiReaction({ id: status.id, value: false, name, domain, url, staticUrl }),
          );
          if (toggleEmojiReaction.rejected.match(result)) return;
        }
        await dispatch(toggleEmojiReaction({ id: status.id, value: !given, ...choice }));
      })();
    },
    [dispatch, isSignedIn, counts, status, maxPerAccount],
  );
}
