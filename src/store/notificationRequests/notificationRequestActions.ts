/** Mastodon 4.3's filtered notifications: loading and answering requests, and the policy. */
import {
  answerNotificationRequest,
  answerNotificationRequests,
  fetchNotificationPolicy,
  fetchNotificationRequest,
  fetchNotificationRequests,
  fetchRequestNotifications,
  updateNotificationPolicy,
} from '../../api/notificationRequests';
import type { NotificationPolicyRule, NotificationPolicyValue } from '../../entities/types';
import { entitiesReceived } from '../entities';
import { notificationsMerged } from '../notifications/notifications';
import type { AppDispatch, RootState } from '../index';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** SPEC §8: asking for the next page when there is none is a mistake, not an empty page. */
const MISSING_URL = 'missing URL';

/** The first page of requests, or (more) the next by its Link URL. */
export const loadNotificationRequests = createAppAsyncThunk(
  'notificationRequests/load',
  async ({ more = false }: { more?: boolean }, { getState, extra, dispatch, rejectWithValue }) => {
    const state = getState();
    const next = state.notificationRequests.next;
    if (more && !next) throw new Error(MISSING_URL);
    const result = await fetchNotificationRequests(clientOf(state, extra), more ? next : null);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return { requests: result.value.requests, next: result.links.next };
  },
);

/** One request, for a screen opened at its address. */
export const loadNotificationRequest = createAppAsyncThunk(
  'notificationRequests/loadOne',
  async (requestId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchNotificationRequest(clientOf(getState(), extra), requestId);
    if (!result.ok) return rejectWithValue(result.error, { skipNotFound: true });
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.request;
  },
);

/** The first page of a request's notifications, or (more) the next by its Link URL. */
export const loadRequestNotifications = createAppAsyncThunk(
  'notificationRequests/loadNotifications',
  async (
    {
      requestId,
      accountId,
      more = false,
    }: { requestId: string; accountId: string; more?: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const next = state.notificationRequests.notifications[requestId]?.next ?? null;
    if (more && !next) throw new Error(MISSING_URL);
    const client = clientOf(state, extra);
    const result = await fetchRequestNotifications(client, accountId, more ? next : null);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return { notifications: result.value.notifications, next: result.links.next };
  },
);

export type RequestAnswer = 'accept' | 'dismiss';

/**
 * Accepted notifications join the list on the server: a notifications column on screen offers
 * to reload (one mounted later loads them anyway).
 */
function afterAnswer(answer: RequestAnswer, getState: () => RootState, dispatch: AppDispatch) {
  if (answer === 'accept' && getState().notifications.mounted > 0) dispatch(notificationsMerged());
}

/**
 * Accepts or dismisses one request: it leaves the list and the pending count drops at once,
 * and both come back if the server refuses.
 */
export const answerRequest = createAppAsyncThunk(
  'notificationRequests/answer',
  async (
    { requestId, answer }: { requestId: string; answer: RequestAnswer },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await answerNotificationRequest(clientOf(getState(), extra), requestId, answer);
    if (!result.ok) return rejectWithValue(result.error, {});
    afterAnswer(answer, getState, dispatch);
    return null;
  },
);

/** The bulk variant (id[]), optimistic in the same way. */
export const answerRequests = createAppAsyncThunk(
  'notificationRequests/answerMany',
  async (
    { requestIds, answer }: { requestIds: string[]; answer: RequestAnswer },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const client = clientOf(getState(), extra);
    const result = await answerNotificationRequests(client, requestIds, answer);
    if (!result.ok) return rejectWithValue(result.error, {});
    afterAnswer(answer, getState, dispatch);
    return null;
  },
);

export const loadNotificationPolicy = createAppAsyncThunk(
  'notificationRequests/loadPolicy',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await fetchNotificationPolicy(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipNotFound: true });
    return result.value;
  },
);

/** Saves one rule of the policy at once (PATCH); the editor shows the server's answer. */
export const changeNotificationPolicy = createAppAsyncThunk(
  'notificationRequests/changePolicy',
  async (
    { rule, value }: { rule: NotificationPolicyRule; value: NotificationPolicyValue },
    { getState, extra, rejectWithValue },
  ) => {
    const result = await updateNotificationPolicy(clientOf(getState(), extra), { [rule]: value });
    if (!result.ok) return rejectWithValue(result.error, {});
    return result.value;
  },
);
