import type { RootState } from '../index';
import { selectPagedList } from '../pagedLists/pagedLists';
import { FOLLOW_REQUESTS } from './followLists';

/** The follow requests waiting, as far as they have been loaded. */
export const selectFollowRequestCount = (state: RootState) =>
  selectPagedList(state, FOLLOW_REQUESTS).ids.length;
