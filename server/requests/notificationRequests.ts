/** The bodies of the notification policy and of the bulk answers to requests. */
import {
  NOTIFICATION_POLICY_KEYS,
  NOTIFICATION_POLICY_VALUES,
  type ApiNotificationPolicyBody,
  type ApiNotificationRequestIdsBody,
} from '../../src/api/types';
import { validationFailed } from '../http/errors';
import { asParams, optString, stringList } from '../http/params';
import { isId } from '../ids';

/** Only the rules given change; a value other than accept, filter or drop is refused. */
export function parseNotificationPolicyBody(raw: unknown): ApiNotificationPolicyBody {
  const body = asParams(raw);
  const policy: ApiNotificationPolicyBody = {};
  for (const key of NOTIFICATION_POLICY_KEYS) {
    const value = optString(body, key);
    if (value === undefined) continue;
    const known = NOTIFICATION_POLICY_VALUES.find((v) => v === value);
    if (!known) throw validationFailed(`${key} is not included in the list`);
    policy[key] = known;
  }
  return policy;
}

/** `id[]`: the requests to accept or dismiss; what is not an id names nothing. */
export function parseNotificationRequestIdsBody(raw: unknown): ApiNotificationRequestIdsBody {
  return { id: stringList(asParams(raw), 'id').filter(isId) };
}
