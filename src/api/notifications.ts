import { normaliseGroupedNotifications } from '../entities/notificationGroup';
import type { EntityBundle, InvalidEntity, NotificationGroup } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';
import { pageQuery, type PageParams } from './statusPage';

export interface GroupedNotificationsParams extends PageParams {
  groupedTypes?: string[];
  excludeTypes?: string[];
  types?: string[];
}

/** GET v2/notifications; the next page is max_id = the last group's pageMinId. */
export async function fetchGroupedNotifications(
  client: ApiClient,
  params: GroupedNotificationsParams = {},
): Promise<ApiResult<{ groups: Array<NotificationGroup | InvalidEntity>; bundle: EntityBundle }>> {
  const query = {
    ...pageQuery(params),
    grouped_types: params.groupedTypes,
    exclude_types: params.excludeTypes,
    types: params.types,
  };
  return mapResult(
    await client.request('GET', '/api/v2/notifications', { query }),
    normaliseGroupedNotifications,
  );
}

/** POST v1/notifications/clear: every notification of the reader goes, for good. */
export async function clearNotifications(client: ApiClient): Promise<ApiResult<null>> {
  return mapResult(await client.request('POST', '/api/v1/notifications/clear'), () => null);
}
