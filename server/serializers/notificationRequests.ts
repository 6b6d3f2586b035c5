import type { ApiNotificationRequestJSON, ApiStatusJSON } from '../../src/api/types';
import type { NotificationRequestRow } from '../services/notificationRequests';
import { loadAccounts } from './accounts';
import type { SerializeContext } from './context';
import { serializeStatuses } from './statuses';

/** Mastodon's NotificationRequest; one whose sender is gone is left out. */
export async function serializeNotificationRequests(
  ctx: SerializeContext,
  requests: NotificationRequestRow[],
): Promise<ApiNotificationRequestJSON[]> {
  const accounts = await loadAccounts(
    ctx,
    requests.map((r) => r.from_account_id),
  );
  const statuses = new Map<string, ApiStatusJSON>(
    (
      await serializeStatuses(ctx, [...new Set(requests.flatMap((r) => r.last_status_id ?? []))])
    ).map((status) => [status.id, status]),
  );
  return requests.flatMap((r) => {
    const account = accounts.get(r.from_account_id);
    if (!account) return [];
    return [
      {
        id: r.id,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
        notifications_count: String(r.notifications_count),
        account,
        last_status: (r.last_status_id && statuses.get(r.last_status_id)) || null,
      },
    ];
  });
}
