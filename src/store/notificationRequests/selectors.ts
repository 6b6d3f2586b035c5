import type { NotificationRequest } from '../../entities/types';
import type { RootState } from '../index';
import type { RequestNotifications } from './notificationRequests';

/** The requests list with its paging state. */
export const selectNotificationRequests = (state: RootState) => state.notificationRequests;

export const selectNotificationRequest = (
  state: RootState,
  requestId: string,
): NotificationRequest | undefined => state.notificationRequests.byId[requestId];

const NO_NOTIFICATIONS: RequestNotifications = {
  items: [],
  next: null,
  isLoading: false,
  hasLoaded: false,
};

/** A request's notifications as loaded so far; empty before the first page. */
export const selectRequestNotifications = (state: RootState, requestId: string) =>
  state.notificationRequests.notifications[requestId] ?? NO_NOTIFICATIONS;

export const selectNotificationPolicy = (state: RootState) => state.notificationRequests.policy;

/** Requests waiting for an answer, as the policy's summary counts them (0 before it loads). */
export const selectPendingRequestsCount = (state: RootState) =>
  state.notificationRequests.policy?.pendingRequestsCount ?? 0;

/** Whether the server answered that it has no such request. */
export const selectIsRequestMissing = (state: RootState, requestId: string) =>
  state.notificationRequests.missing[requestId] === true;
