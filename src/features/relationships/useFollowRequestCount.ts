import { useEffect } from 'react';
import { FOLLOW_REQUESTS } from '../../store/accounts/followLists';
import { selectFollowRequestCount } from '../../store/accounts/followRequestSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchFirstPage } from '../../store/pagedLists/pagedListActions';
import { selectIsSignedIn, selectMe } from '../../store/selectors';

/**
 * How many follow requests wait, asked for once the reader is signed in (as Mastodon's
 * navigation does), and whether the link to them belongs in the navigation: for a locked
 * account always, else while some wait.
 */
export function useFollowRequestCount(): { count: number; shown: boolean } {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const locked = useAppSelector(selectMe)?.locked ?? false;
  const count = useAppSelector(selectFollowRequestCount);
  useEffect(() => {
    if (isSignedIn) void dispatch(fetchFirstPage(FOLLOW_REQUESTS));
  }, [dispatch, isSignedIn]);
  return { count, shown: isSignedIn && (locked || count > 0) };
}
