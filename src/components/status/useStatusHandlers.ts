import { useMemo } from 'react';
import type { Status } from '../../entities/types';
import { useOpenComposer } from '../navigation/useOpenComposer';
import { quoteStarted, replyStarted } from '../../store/compose/composeActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import { selectIsSignedIn, selectMeId } from '../../store/selectors';
import {
  bookmarkToggled,
  favouriteToggled,
  reblogToggled,
} from '../../store/statuses/statusActions';
import { statusRevealToggled } from '../../store/statuses/statuses';

export interface StatusHandlers {
  isOwn: boolean;
  onReply: () => void;
  onQuote: () => void;
  onBoost: () => void;
  onFavourite: () => void;
  onBookmark: () => void;
  onToggleHidden: () => void;
}

/** Every handler of a status in one place; a visitor gets the interaction prompt instead. */
export function useStatusHandlers(status: Status): StatusHandlers {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const meId = useAppSelector(selectMeId);
  const confirmBoost = useAppSelector((s) => s.settings.confirmBoost);
  const openComposer = useOpenComposer();

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
        openComposer();
      },
      onQuote: () => {
        if (!isSignedIn) return prompt('quote');
        if (dispatch(quoteStarted(status.id))) openComposer();
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
  }, [dispatch, status, isSignedIn, meId, confirmBoost, openComposer]);
}
