import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LocalText } from '../../i18n/text';

/** Title, message, action, dismissAfter, key. */
export interface Alert {
  key: number;
  title: LocalText;
  message: LocalText;
  /** A label and an in-app path the alert's button opens. */
  action: { label: LocalText; path: string } | null;
  dismissAfter: number | null;
  /** Errors are announced assertively (role alert), notices politely (role status). */
  severity: 'error' | 'info';
}

export type NewAlert = Omit<Alert, 'key'>;

interface AlertsState {
  items: Alert[];
  nextKey: number;
}

const initialState: AlertsState = { items: [], nextKey: 1 };

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown(state, action: PayloadAction<NewAlert>) {
      state.items.push({ ...action.payload, key: state.nextKey });
      state.nextKey += 1;
      // A burst of failures should not bury the screen.
      if (state.items.length > 5) state.items.shift();
    },
    alertDismissed(state, action: PayloadAction<number>) {
      state.items = state.items.filter((a) => a.key !== action.payload);
    },
  },
});

export const { alertShown, alertDismissed } = alertsSlice.actions;

/** A refusal the client tells before asking the server: an error alert with its reason alone. */
export const refusalShown = (message: LocalText) =>
  alertShown({ title: '', message, action: null, dismissAfter: null, severity: 'error' });
export default alertsSlice.reducer;
