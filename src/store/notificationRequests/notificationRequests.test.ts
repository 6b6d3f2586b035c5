import { describe, expect, it } from 'vitest';
import { serverProblem } from '../../test/alerts';
import type { ApiNotificationPolicyJSON, ApiNotificationRequestJSON } from '../../api/types';
import type { FakeResponse } from '../../test/fakeApi';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectAlerts } from '../alerts/selectors';
import { connectSession } from '../session/sessionActions';
import { notificationsMounted } from '../notifications/notifications';
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
import {
  selectIsRequestMissing,
  selectNotificationPolicy,
  selectNotificationRequests,
  selectPendingRequestsCount,
  selectRequestNotifications,
} from './selectors';

const requestJSON = (id: string, count: number): ApiNotificationRequestJSON => ({
  id,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  notifications_count: String(count),
  account: accountJSON({ id: `a${id}`, username: `sender${id}` }),
  last_status: statusJSON({ id: `s${id}` }),
});

const policyJSON = (
  pending: number,
  notifications: number,
  overrides: Partial<ApiNotificationPolicyJSON> = {},
): ApiNotificationPolicyJSON => ({
  for_not_following: 'filter',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
  summary: { pending_requests_count: pending, pending_notifications_count: notifications },
  ...overrides,
});

/** A response the test lets go when it has looked at the state in between. */
function held() {
  let release: (response: FakeResponse) => void = () => undefined;
  const response = new Promise<FakeResponse>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

async function withRequests() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  const next = `${ORIGIN}/api/v1/notifications/requests?max_id=3`;
  t.api.on('GET', '/api/v1/notifications/requests', (request) =>
    request.query.get('max_id')
      ? { body: [requestJSON('3', 4)] }
      : {
          body: [requestJSON('1', 2), requestJSON('2', 1)],
          headers: { link: `<${next}>; rel="next"` },
        },
  );
  t.api.on('GET', '/api/v2/notifications/policy', { body: policyJSON(3, 7) });
  await t.store.dispatch(loadNotificationRequests({}));
  await t.store.dispatch(loadNotificationPolicy());
  return t;
}

const ids = (t: Awaited<ReturnType<typeof withRequests>>) =>
  selectNotificationRequests(t.store.getState()).items;

describe('notification requests', () => {
  it('reads requests (a string count) by Link pages; no next link rejects with missing URL', async () => {
    const t = await withRequests();
    const state = selectNotificationRequests(t.store.getState());
    expect(state.byId['1']).toMatchObject({
      accountId: 'a1',
      notificationsCount: 2,
      lastStatusId: 's1',
    });
    await t.store.dispatch(loadNotificationRequests({ more: true }));
    expect(ids(t)).toEqual(['1', '2', '3']);
    const again = await t.store.dispatch(loadNotificationRequests({ more: true }));
    expect(again.meta.requestStatus).toBe('rejected');
    expect('error' in again && again.error.message).toBe('missing URL');
  });

  it("pages a request's notifications (account_id) and rejects a next page without a link", async () => {
    const t = await withRequests();
    t.api.on('GET', '/api/v1/notifications', (request) => ({
      body: [
        {
          id: '90',
          type: 'mention',
          created_at: '2026-01-01T00:00:00.000Z',
          account: accountJSON({ id: request.query.get('account_id') ?? '' }),
          status: statusJSON({ id: '91' }),
        },
      ],
    }));
    await t.store.dispatch(loadRequestNotifications({ requestId: '1', accountId: 'a1' }));
    const list = selectRequestNotifications(t.store.getState(), '1');
    expect(list.items).toEqual([
      expect.objectContaining({ id: '90', accountId: 'a1', statusId: '91', type: 'mention' }),
    ]);
    const more = await t.store.dispatch(
      loadRequestNotifications({ requestId: '1', accountId: 'a1', more: true }),
    );
    expect('error' in more && more.error.message).toBe('missing URL');
  });

  it('loads one request by id; a 404 marks it missing without an alert', async () => {
    const t = await withRequests();
    t.api.on('GET', '/api/v1/notifications/requests/9', { body: requestJSON('9', 1) });
    await t.store.dispatch(loadNotificationRequest('9'));
    expect(selectNotificationRequests(t.store.getState()).byId['9']?.accountId).toBe('a9');
    t.api.on('GET', '/api/v1/notifications/requests/8', { status: 404, body: {} });
    await t.store.dispatch(loadNotificationRequest('8'));
    expect(selectIsRequestMissing(t.store.getState(), '8')).toBe(true);
    expect(selectAlerts(t.store.getState())).toEqual([]);
  });

  it('accepting takes the request out and lowers the counts at once, for good on success', async () => {
    const t = await withRequests();
    const answer = held();
    t.api.on('POST', '/api/v1/notifications/requests/1/accept', () => answer.response);
    const done = t.store.dispatch(answerRequest({ requestId: '1', answer: 'accept' }));
    expect(ids(t)).toEqual(['2']);
    expect(selectPendingRequestsCount(t.store.getState())).toBe(2);
    expect(selectNotificationPolicy(t.store.getState())?.pendingNotificationsCount).toBe(5);
    answer.release({ body: {} });
    await done;
    expect(ids(t)).toEqual(['2']);
    expect(selectPendingRequestsCount(t.store.getState())).toBe(2);
  });

  it('a page read before an answer reached the server does not bring the request back', async () => {
    const t = await withRequests();
    const page = held();
    t.api.on('GET', '/api/v1/notifications/requests', () => page.response);
    const reload = t.store.dispatch(loadNotificationRequests({}));
    t.api.on('POST', '/api/v1/notifications/requests/1/accept', { body: {} });
    await t.store.dispatch(answerRequest({ requestId: '1', answer: 'accept' }));
    page.release({ body: [requestJSON('1', 2), requestJSON('2', 1)] });
    await reload;
    expect(ids(t)).toEqual(['2']);
  });

  it('an accepted request makes a notifications column on screen offer to reload', async () => {
    const t = await withRequests();
    t.api.on('POST', '/api/v1/notifications/requests/2/dismiss', { body: {} });
    t.api.on('POST', '/api/v1/notifications/requests/1/accept', { body: {} });
    t.store.dispatch(notificationsMounted(true));
    await t.store.dispatch(answerRequest({ requestId: '2', answer: 'dismiss' }));
    expect(t.store.getState().notifications.mergedNotifications).toBe('ok');
    await t.store.dispatch(answerRequest({ requestId: '1', answer: 'accept' }));
    expect(t.store.getState().notifications.mergedNotifications).toBe('needs-reload');
  });

  it('a refused dismissal puts the request back in its place with the count', async () => {
    const t = await withRequests();
    t.api.on('POST', '/api/v1/notifications/requests/1/dismiss', {
      status: 500,
      body: { error: 'Broken' },
    });
    await t.store.dispatch(answerRequest({ requestId: '1', answer: 'dismiss' }));
    expect(ids(t)).toEqual(['1', '2']);
    expect(selectPendingRequestsCount(t.store.getState())).toBe(3);
    expect(selectNotificationPolicy(t.store.getState())?.pendingNotificationsCount).toBe(7);
    expect(selectAlerts(t.store.getState())).toEqual([
      expect.objectContaining({ title: '500', message: serverProblem('Broken') }),
    ]);
  });

  it('bulk accept and dismiss send id[]; optimistic, and restored on failure', async () => {
    const t = await withRequests();
    await t.store.dispatch(loadNotificationRequests({ more: true }));
    t.api.on('POST', '/api/v1/notifications/requests/dismiss', { body: {} });
    t.api.on('POST', '/api/v1/notifications/requests/accept', { status: 503, body: {} });
    const answer = held();
    t.api.on('POST', '/api/v1/notifications/requests/dismiss', () => answer.response);
    const dismissing = t.store.dispatch(
      answerRequests({ requestIds: ['1', '3'], answer: 'dismiss' }),
    );
    expect(ids(t)).toEqual(['2']);
    expect(selectPendingRequestsCount(t.store.getState())).toBe(1);
    answer.release({ body: {} });
    await dismissing;
    expect(t.api.requestsTo('POST', '/api/v1/notifications/requests/dismiss')[0]?.body).toEqual({
      id: ['1', '3'],
    });
    await t.store.dispatch(answerRequests({ requestIds: ['2'], answer: 'accept' }));
    expect(ids(t)).toEqual(['2']);
    expect(selectPendingRequestsCount(t.store.getState())).toBe(1);
  });

  it("a blocked or muted sender's request leaves with the rest", async () => {
    const t = await withRequests();
    t.store.dispatch(accountPurged('a2'));
    expect(ids(t)).toEqual(['1']);
    expect(selectPendingRequestsCount(t.store.getState())).toBe(2);
  });

  it('saves a policy change at once (PATCH) and reads the answer; a refusal restores the rule', async () => {
    const t = await withRequests();
    t.api.on('PATCH', '/api/v2/notifications/policy', (request) => ({
      body: policyJSON(3, 7, request.body as Partial<ApiNotificationPolicyJSON>),
    }));
    await t.store.dispatch(
      changeNotificationPolicy({ rule: 'for_not_following', value: 'accept' }),
    );
    expect(t.api.requestsTo('PATCH', '/api/v2/notifications/policy')[0]?.body).toEqual({
      for_not_following: 'accept',
    });
    expect(selectNotificationPolicy(t.store.getState())?.rules.for_not_following).toBe('accept');

    t.api.on('PATCH', '/api/v2/notifications/policy', { status: 500, body: {} });
    const change = t.store.dispatch(
      changeNotificationPolicy({ rule: 'for_new_accounts', value: 'drop' }),
    );
    expect(selectNotificationPolicy(t.store.getState())?.rules.for_new_accounts).toBe('drop');
    await change;
    expect(selectNotificationPolicy(t.store.getState())?.rules.for_new_accounts).toBe('accept');
  });
});
