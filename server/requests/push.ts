/** Bodies of /api/v1/push/subscription: the browser's subscription and the alerts it wants. */
import {
  NOTIFICATION_TYPES,
  PUSH_POLICIES,
  type ApiPushDataRequest,
  type ApiPushPolicy,
  type ApiPushSubscriptionRequest,
} from '../../src/api/types';
import { validationFailed } from '../http/errors';
import { asParams, optBool, optString } from '../http/params';

const isPolicy = (value: string): value is ApiPushPolicy =>
  (PUSH_POLICIES as readonly string[]).includes(value);

export function parsePushData(raw: unknown): ApiPushDataRequest {
  const data = asParams(asParams(raw).data);
  const policy = optString(data, 'policy');
  if (policy !== undefined && !isPolicy(policy))
    throw validationFailed('Policy is not included in the list');
  const given = asParams(data.alerts);
  const alerts: Record<string, boolean> = {};
  for (const type of NOTIFICATION_TYPES) {
    const value = optBool(given, type);
    if (value !== undefined) alerts[type] = value;
  }
  return {
    policy,
    alerts: data.alerts === undefined ? undefined : alerts,
  };
}

/** Only http(s) endpoints: the server posts to them. */
function endpointOf(value: string | undefined): string {
  if (!value) throw validationFailed("Endpoint can't be blank");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw validationFailed('Endpoint is invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw validationFailed('Endpoint is invalid');
  return url.href;
}

export function parsePushSubscriptionBody(raw: unknown): ApiPushSubscriptionRequest {
  const subscription = asParams(asParams(raw).subscription);
  const keys = asParams(subscription.keys);
  const p256dh = optString(keys, 'p256dh');
  const auth = optString(keys, 'auth');
  if (!p256dh || !auth)
    throw validationFailed("Key p256dh can't be blank, Key auth can't be blank");
  // A P-256 point and a 16-byte secret, as browsers make them; anything else cannot be sealed to.
  if (Buffer.from(p256dh, 'base64url').length !== 65 || Buffer.from(auth, 'base64url').length < 16)
    throw validationFailed('Keys are invalid');
  return {
    subscription: {
      endpoint: endpointOf(optString(subscription, 'endpoint')),
      keys: { p256dh, auth },
    },
    data: parsePushData(raw),
  };
}
