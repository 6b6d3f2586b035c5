import type { AppDispatch, RootState } from '../index';
import { accountPurged, statusesRemoved } from './removal';

/** Removes statuses and every boost of them from the whole client. */
export const removeStatuses =
  (ids: string[]) => (dispatch: AppDispatch, getState: () => RootState) => {
    const gone = new Set(ids);
    for (const status of Object.values(getState().statuses.entities)) {
      if (status.reblogId && gone.has(status.reblogId)) gone.add(status.id);
    }
    dispatch(statusesRemoved([...gone]));
  };

/** After a block or mute, the account's statuses (and boosts of them) and the rest go. */
export const purgeAccount =
  (accountId: string) => (dispatch: AppDispatch, getState: () => RootState) => {
    const ids = Object.values(getState().statuses.entities).flatMap((status) =>
      status.accountId === accountId ? [status.id] : [],
    );
    dispatch(removeStatuses(ids));
    dispatch(accountPurged(accountId));
  };
