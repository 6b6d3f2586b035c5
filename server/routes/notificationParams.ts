/** Query parameters shared by notifications v1 and v2. */
import { NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT } from '../config';
import { pageFrom } from '../http/pagination';
import { optId, stringList, type Params } from '../http/params';
import type { NotificationFilter } from '../services/notificationQueries';

export const notificationPageOf = (query: Params) =>
  pageFrom(query, NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT);

/** `types`, `exclude_types` and `account_id`. */
export function notificationFilterOf(query: Params): NotificationFilter {
  return {
    types: stringList(query, 'types'),
    excludeTypes: stringList(query, 'exclude_types'),
    accountId: optId(query, 'account_id'),
  };
}
