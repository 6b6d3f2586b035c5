import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../test/fixtures';
import { normaliseNotificationPolicy, normaliseNotificationRequests } from './notificationRequest';

describe('notification requests and the policy', () => {
  it('reads a request: its sender and last post into the bundle, the count from a string', () => {
    const { requests, bundle } = normaliseNotificationRequests([
      {
        id: '7',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-02T00:00:00.000Z',
        notifications_count: '3',
        account: accountJSON({ id: '5' }),
        last_status: statusJSON({ id: '9', account: accountJSON({ id: '5' }) }),
      },
      { id: '8', notifications_count: 1 },
    ]);
    expect(requests[0]).toEqual({
      id: '7',
      accountId: '5',
      notificationsCount: 3,
      lastStatusId: '9',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(requests[1]).toMatchObject({ invalid: true, id: '8' });
    expect(bundle.accounts.map((a) => a.id)).toEqual(['5']);
    expect(bundle.statuses.map((s) => s.id)).toEqual(['9']);
  });

  it('reads the policy; an unknown value is accept and a missing summary is nothing pending', () => {
    expect(
      normaliseNotificationPolicy({
        for_not_following: 'filter',
        for_not_followers: 'drop',
        for_new_accounts: 'sometimes',
        for_private_mentions: 'filter',
        summary: { pending_requests_count: 2, pending_notifications_count: 5 },
      }),
    ).toEqual({
      rules: {
        for_not_following: 'filter',
        for_not_followers: 'drop',
        for_new_accounts: 'accept',
        for_private_mentions: 'filter',
        for_limited_accounts: 'accept',
      },
      pendingRequestsCount: 2,
      pendingNotificationsCount: 5,
    });
    expect(normaliseNotificationPolicy({}).pendingRequestsCount).toBe(0);
  });
});
