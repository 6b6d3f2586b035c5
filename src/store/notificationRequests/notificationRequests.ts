/**
 * Mastodon 4.3's filtered notifications: requests from filtered senders (Link pages), each
 * request's notifications, and the policy with its pending counts. Answering a request takes
 * it out at once and lowers the counts; a refusal puts it back where it was (SPEC §4).
 */
import { createSlice } from '@reduxjs/toolkit';
import type {
  InvalidEntity,
  NotificationPolicy,
  NotificationPolicyValue,
  NotificationRequest,
  SingleNotification,
} from '../../entities/types';
import type { HeldIds } from '../memory/heldIds';
import { accountPurged } from '../statuses/removal';
import {
  answerRequest,
  answerRequests,
  changeNotificationPolicy,
  loadNotificationPolicy,
  loadNotificationRequest,
  loadNotificationRequests,
  loadRequestNotifications,
} from './notificationRequestActions';

export interface RequestNotifications {
  items: Array<SingleNotification | InvalidEntity>;
  next: string | null;
  isLoading: boolean;
  hasLoaded: boolean;
}

/** A request taken out while its answer is on the way: what to put back, and where. */
interface Answering {
  request: NotificationRequest;
  index: number;
}

export interface NotificationRequestsState {
  /** Request ids in the server's order, or an unreadable request in its place. */
  items: Array<string | InvalidEntity>;
  byId: Record<string, NotificationRequest>;
  next: string | null;
  isLoading: boolean;
  hasLoaded: boolean;
  notifications: Record<string, RequestNotifications>;
  policy: NotificationPolicy | null;
  /** By the answering action's request id. */
  answering: Record<string, Answering[]>;
  /** A rule's value before a change still on its way, by the change's request id. */
  policyBefore: Record<string, NotificationPolicyValue>;
  /** Requests the server does not know (404), by id. */
  missing: Record<string, true>;
  /**
   * Requests answered (or being answered) here, by id: a page read before the answer reached
   * the server still lists them, and must not bring them back.
   */
  answered: Record<string, true>;
}

const initialState: NotificationRequestsState = {
  items: [],
  byId: {},
  next: null,
  isLoading: false,
  hasLoaded: false,
  notifications: {},
  policy: null,
  answering: {},
  policyBefore: {},
  missing: {},
  answered: {},
};

/** Takes requests out of the list and their part out of the pending counts. */
function takeOut(state: NotificationRequestsState, ids: string[]): Answering[] {
  const taken: Answering[] = [];
  for (const id of ids) {
    const request = state.byId[id];
    const index = state.items.indexOf(id);
    if (!request) continue;
    taken.push({ request, index });
    state.answered[id] = true;
    delete state.byId[id];
    if (index >= 0) state.items.splice(index, 1);
    if (state.policy) {
      state.policy.pendingRequestsCount = Math.max(0, state.policy.pendingRequestsCount - 1);
      state.policy.pendingNotificationsCount = Math.max(
        0,
        state.policy.pendingNotificationsCount - request.notificationsCount,
      );
    }
  }
  return taken;
}

function putBack(state: NotificationRequestsState, taken: Answering[]) {
  for (const { request, index } of [...taken].reverse()) {
    delete state.answered[request.id];
    state.byId[request.id] = request;
    if (index >= 0) state.items.splice(Math.min(index, state.items.length), 0, request.id);
    if (state.policy) {
      state.policy.pendingRequestsCount += 1;
      state.policy.pendingNotificationsCount += request.notificationsCount;
    }
  }
}

const notificationRequestsSlice = createSlice({
  name: 'notificationRequests',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadNotificationRequests.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loadNotificationRequests.fulfilled, (state, action) => {
        const more = action.meta.arg.more ?? false;
        if (!more) {
          state.items = [];
          state.byId = {};
        }
        for (const request of action.payload.requests) {
          if ('invalid' in request) {
            state.items.push(request);
            continue;
          }
          if (state.answered[request.id]) continue;
          if (!state.byId[request.id]) state.items.push(request.id);
          state.byId[request.id] = request;
        }
        state.next = action.payload.next;
        state.isLoading = false;
        state.hasLoaded = true;
      })
      .addCase(loadNotificationRequests.rejected, (state) => {
        state.isLoading = false;
      })
      .addCase(loadNotificationRequest.fulfilled, (state, action) => {
        state.byId[action.payload.id] = action.payload;
        delete state.missing[action.payload.id];
      })
      .addCase(loadNotificationRequest.rejected, (state, action) => {
        if (action.payload?.status === 404) state.missing[action.meta.arg] = true;
      })
      .addCase(loadRequestNotifications.pending, (state, action) => {
        const { requestId } = action.meta.arg;
        const list = (state.notifications[requestId] ??= {
          items: [],
          next: null,
          isLoading: false,
          hasLoaded: false,
        });
        list.isLoading = true;
      })
      .addCase(loadRequestNotifications.fulfilled, (state, action) => {
        const { requestId, more = false } = action.meta.arg;
        const list = state.notifications[requestId];
        if (!list) return;
        list.items = more
          ? [...list.items, ...action.payload.notifications]
          : action.payload.notifications;
        list.next = action.payload.next;
        list.isLoading = false;
        list.hasLoaded = true;
      })
      .addCase(loadRequestNotifications.rejected, (state, action) => {
        const list = state.notifications[action.meta.arg.requestId];
        if (list) list.isLoading = false;
      })
      .addCase(answerRequest.pending, (state, action) => {
        state.answering[action.meta.requestId] = takeOut(state, [action.meta.arg.requestId]);
      })
      .addCase(answerRequests.pending, (state, action) => {
        state.answering[action.meta.requestId] = takeOut(state, action.meta.arg.requestIds);
      })
      .addCase(loadNotificationPolicy.fulfilled, (state, action) => {
        state.policy = action.payload;
      })
      .addCase(changeNotificationPolicy.pending, (state, action) => {
        const { rule, value } = action.meta.arg;
        if (!state.policy) return;
        state.policyBefore[action.meta.requestId] = state.policy.rules[rule];
        state.policy.rules[rule] = value;
      })
      .addCase(changeNotificationPolicy.fulfilled, (state, action) => {
        delete state.policyBefore[action.meta.requestId];
        state.policy = action.payload;
      })
      .addCase(changeNotificationPolicy.rejected, (state, action) => {
        const before = state.policyBefore[action.meta.requestId];
        delete state.policyBefore[action.meta.requestId];
        if (state.policy && before) state.policy.rules[action.meta.arg.rule] = before;
      })
      // A blocked or muted sender's request goes with the rest of what they sent (SPEC §4).
      .addCase(accountPurged, (state, action) => {
        const ids = Object.values(state.byId)
          .filter((request) => request.accountId === action.payload)
          .map((request) => request.id);
        takeOut(state, ids);
      });
    for (const thunk of [answerRequest, answerRequests]) {
      builder
        .addCase(thunk.fulfilled, (state, action) => {
          delete state.answering[action.meta.requestId];
        })
        .addCase(thunk.rejected, (state, action) => {
          putBack(state, state.answering[action.meta.requestId] ?? []);
          delete state.answering[action.meta.requestId];
        });
    }
  },
});

export default notificationRequestsSlice.reducer;

/** The senders and last posts of the requests, and what their notifications show. */
export function notificationRequestHeldIds(state: NotificationRequestsState): HeldIds {
  const requests = Object.values(state.byId);
  const notifications = Object.values(state.notifications).flatMap((list) =>
    list.items.flatMap((item) => ('invalid' in item ? [] : [item])),
  );
  return {
    statusIds: [
      ...requests.map((request) => request.lastStatusId),
      ...notifications.map((n) => n.statusId),
    ],
    accountIds: [
      ...requests.map((request) => request.accountId),
      ...notifications.map((n) => n.accountId),
    ],
  };
}
