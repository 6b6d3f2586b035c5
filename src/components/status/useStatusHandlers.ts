import { useMemo } from 'react';
import type { Status } from '../../entities/types';
import { useAppHistory } from '../../features/ui/navigation';
import { quoteStarted, replyStarted } from '../../store/composeActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import { selectIsSignedIn, selectMeId } from '../../store/selectors';
import { bookmarkToggled, favouriteToggled, reblogToggled } from '../../store/statusActions';
import { statusRevealToggled } from '../../store/statuses';

export interface StatusHandlers {
  isOwn: boolean;
  onReply(): void;
  onQuote(): void;
  onBoost(): void;
  onFavourite(): void;
  onBookmark(): void;
  onToggleHidden(): void;
}

/** Every handler of a status in one place; a visitor gets the interaction prompt instead. */
export function useStatusHandlers(status: Status): StatusHandlers {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const meId = useAppSelector(selectMeId);
  const composerMounted = useAppSelector((s) => s.compose.mounted > 0);
  const confirmBoost = useAppSelector((s) => s.settings.confirmBoost);
  const { push } = useAppHistory();

  return useMemo(() => {
    const prompt = (intent: 'reply' | 'reblog' | 'favourite' | 'bookmark' | 'quote') =>
      dispatch(
        modalOpened({
          type: 'INTERACTION',
          props: { intent, accountId: status.accountId, url: status.url },
        }),
      );
    return {
      isOwn: status.accountId === meId,
      onReply: () => {
        if (!isSignedIn) return prompt('reply');
        dispatch(replyStarted(status.id));
        if (!composerMounted) push('/publish');
      },
      onQuote: () => {
        if (!isSignedIn) return prompt('quote');
        if (dispatch(quoteStarted(status.id)) && !composerMounted) push('/publish');
      },
      onBoost: () => {
        if (!isSignedIn) return prompt('reblog');
        if (confirmBoost && !status.reblogged) {
          dispatch(modalOpened({ type: 'BOOST', props: { statusId: status.id } }));
          return;
        }
        void dispatch(reblogToggled({ id: status.id, value: !status.reblogged }));
      },
      onFavourite: () => {
        if (!isSignedIn) return prompt('favourite');
        void dispatch(favouriteToggled({ id: status.id, value: !status.favourited }));
      },
      onBookmark: () => {
        if (!isSignedIn) return prompt('bookmark');
        void dispatch(bookmarkToggled({ id: status.id, value: !status.bookmarked }));
      },
      onToggleHidden: () => dispatch(statusRevealToggled(status.id)),
    };
  }, [dispatch, status, isSignedIn, meId, composerMounted, confirmBoost, push]);
}
