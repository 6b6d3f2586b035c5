import type { RootState } from '../index';

/** The alerts on screen, oldest first. */
export const selectAlerts = (state: RootState) => state.alerts.items;
