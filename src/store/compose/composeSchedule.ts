/** Sending a draft that waits for its time (POST with scheduled_at), and what follows. */
import type { ApiClient, ApiResult } from '../../api/client';
import { scheduleStatus } from '../../api/scheduledStatuses';
import type { buildStatusBody } from '../../entities/statusRequest';
import type { ScheduledStatus } from '../../entities/types';
import { message } from '../../i18n/text';
import { alertShown } from '../alerts/alerts';
import { PUBLISHED_ALERT_DISMISS_MS } from '../constants';
import type { AppDispatch } from '../index';
import { cancelScheduledPost } from '../scheduledStatuses/scheduledStatusActions';
import { scheduledStatusAdded } from '../scheduledStatuses/scheduledStatuses';
import { COMPOSE_MESSAGES } from './composeMessages';

export { scheduleProblem } from '../../entities/scheduledStatus';
export { cancelScheduledPost };
import type { ComposeDraft } from './composeState';

/**
 * Schedules the draft. When it was opened from a scheduled post, that one is cancelled only
 * once the new one is in, so a refusal loses nothing.
 */
export async function scheduleDraft(
  client: ApiClient,
  dispatch: AppDispatch,
  draft: Pick<ComposeDraft, 'scheduledEditId' | 'idempotencyKey'>,
  body: ReturnType<typeof buildStatusBody> & { scheduled_at: string },
): Promise<ApiResult<ScheduledStatus>> {
  const result = await scheduleStatus(client, body, draft.idempotencyKey);
  if (!result.ok) return result;
  dispatch(scheduledStatusAdded(result.value));
  if (draft.scheduledEditId) await dispatch(cancelScheduledPost(draft.scheduledEditId));
  dispatch(
    alertShown({
      title: '',
      message: COMPOSE_MESSAGES.scheduled,
      action: { label: message('alert.view', 'View'), path: '/scheduled_statuses' },
      dismissAfter: PUBLISHED_ALERT_DISMISS_MS,
      severity: 'info',
    }),
  );
  return result;
}
