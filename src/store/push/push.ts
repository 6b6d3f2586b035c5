import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PushSubscriptionRecord } from '../../entities/types';

/**
 * Web Push for the signed-in user on this browser (SPEC §4): whether the browser can, the
 * server's record of the subscription, and whether the last attempt cleared it.
 */
export interface PushState {
  /** Null until checked. */
  supported: boolean | null;
  subscription: PushSubscriptionRecord | null;
  /** The last attempt failed and the subscription was cleared. */
  cleared: boolean;
  busy: boolean;
}

const initialState: PushState = {
  supported: null,
  subscription: null,
  cleared: false,
  busy: false,
};

const slice = createSlice({
  name: 'push',
  initialState,
  reducers: {
    pushSupportChecked(state, action: PayloadAction<boolean>) {
      state.supported = action.payload;
    },
    pushRequestStarted(state) {
      state.busy = true;
    },
    pushSubscriptionReceived(state, action: PayloadAction<PushSubscriptionRecord>) {
      state.subscription = action.payload;
      state.cleared = false;
      state.busy = false;
    },
    pushSubscriptionRemoved(state) {
      state.subscription = null;
      state.busy = false;
    },
    pushSubscriptionCleared(state) {
      state.subscription = null;
      state.cleared = true;
      state.busy = false;
    },
    pushRequestFailed(state) {
      state.busy = false;
    },
  },
});

export const {
  pushSupportChecked,
  pushRequestStarted,
  pushSubscriptionReceived,
  pushSubscriptionRemoved,
  pushSubscriptionCleared,
  pushRequestFailed,
} = slice.actions;
export default slice.reducer;
