import type { AppDispatch, RootState } from './index';
import { statusesRemoved } from './removal';

/** Removes statuses and every boost of them from the whole client. */
export const removeStatuses =
  (ids: string[]) => (dispatch: AppDispatch, getState: () => RootState) => {
    const gone = new Set(ids);
    for (const status of Object.values(getState().statuses.entities)) {
      if (status?.reblogId && gone.has(status.reblogId)) gone.add(status.id);
    }
    dispatch(statusesRemoved([...gone]));
  };
