import { useMemo } from 'react';
import type { Status } from '../../entities/types';
import { useOpenComposer } from '../navigation/useOpenComposer';
import { startQuote, startReply } from '../../store/compose/composeActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import { selectIsSignedIn, selectMeId } from '../../store/selectors';
import { toggleBookmark, toggleFavourite, toggleReblog } from '../../store/statuses/statusActions';
import { statusRevealToggled } from '../../store/statuses/statuses';
import { selectConfirmBoost } from '../../store/session/settingsSelectors';

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
  const confirmBoost = useAppSelector(selectConfirmBoost);
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
        dispatch(startReply(status.id));
        openComposer();
      },
      onQuote: () => {
        if (!isSignedIn) return prompt('quote');
        if (dispatch(startQuote(status.id))) openComposer();
      },
      onBoost: () => {
        if (!isSignedIn) return prompt('reblog');
        if (confirmBoost && !status.reblogged) {
          dispatch(modalOpened({ type: 'BOOST', props: { statusId: status.id } }));
          return;
        }
        void dispatch(toggleReblog({ id: status.id, value: !status.reblogged }));
      },
      onFavourite: () => {
        if (!isSignedIn) return prompt('favourite');
        void dispatch(toggleFavourite({ id: status.id, value: !status.favourited }));
      },
      onBookmark: () => {
        if (!isSignedIn) return prompt('bookmark');
        void dispatch(toggleBookmark({ id: status.id, value: !status.bookmarked }));
      },
      onToggleHidden: () => dispatch(statusRevealToggled(status.id)),
    };
  }, [dispatch, status, isSignedIn, meId, confirmBoost, openComposer]);
}
