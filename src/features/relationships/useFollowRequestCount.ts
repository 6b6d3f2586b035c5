import { useEffect } from 'react';
import { FOLLOW_REQUESTS } from '../../store/accounts/followLists';
import {
  selectFollowRequestCount,
  selectIsMeLocked,
} from '../../store/accounts/followRequestSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchFirstPage } from '../../store/pagedLists/pagedListActions';
import { selectIsSignedIn } from '../../store/selectors';

/**
 * How many follow requests wait, asked for once the reader is signed in (as Mastodon's
 * navigation does), and whether the link to them belongs in the navigation: for a locked
 * account always, else while some wait.
 */
export function useFollowRequestCount(): { count: number; shown: boolean } {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  // A primitive: the reader posting (which changes the account's counts) renders nothing.
  const locked = useAppSelector(selectIsMeLocked);
  const count = useAppSelector(selectFollowRequestCount);
  useEffect(() => {
    if (isSignedIn) void dispatch(fetchFirstPage(FOLLOW_REQUESTS));
  }, [dispatch, isSignedIn]);
  return { count, shown: isSignedIn && (locked || count > 0) };
}
