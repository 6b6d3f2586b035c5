import type { ApiPushPolicy } from '../../api/types';

export type PushPolicy = ApiPushPolicy;

/** The server's record of this browser's push subscription for the signed-in token. */
export interface PushSubscriptionRecord {
  id: string;
  endpoint: string;
  alerts: Record<string, boolean>;
  policy: PushPolicy;
  serverKey: string;
}

/** What a push says (the decrypted payload). */
export interface PushMessage {
  accessToken: string;
  notificationId: string;
  type: string;
  title: string;
  body: string;
  /** http(s) only, else null. */
  icon: string | null;
}

/** What a subscription should push: from whom, and which types. */
export interface PushData {
  policy?: PushPolicy;
  alerts?: Record<string, boolean>;
}
