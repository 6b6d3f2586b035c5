import type { RootState } from '../index';
import { selectPagedList } from '../pagedLists/pagedLists';
import { selectMe } from '../selectors';
import { FOLLOW_REQUESTS } from './followLists';

/** The follow requests waiting, as far as they have been loaded. */
export const selectFollowRequestCount = (state: RootState) =>
  selectPagedList(state, FOLLOW_REQUESTS).ids.length;

/** Whether the reader's account is locked (its follow requests link always shows then). */
export const selectIsMeLocked = (state: RootState) => selectMe(state)?.locked ?? false;
