/** Web Push: the subscription a token keeps on the server, and the message a push carries. */

/** Who may send a push: everyone, people you follow, your followers, no one. */
export const PUSH_POLICIES = ['all', 'followed', 'follower', 'none'] as const;
export type ApiPushPolicy = (typeof PUSH_POLICIES)[number];

/** GET/POST/PUT /api/v1/push/subscription. */
export interface ApiWebPushSubscriptionJSON {
  id: string | number;
  endpoint: string;
  alerts: Record<string, boolean>;
  server_key: string;
  policy?: string;
  standard?: boolean;
}

/** POST /api/v1/push/subscription: the browser's subscription and what it wants to hear. */
export interface ApiPushSubscriptionRequest {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  data?: ApiPushDataRequest;
}

/** PUT /api/v1/push/subscription (and the data part of POST). */
export interface ApiPushDataRequest {
  policy?: ApiPushPolicy;
  alerts?: Record<string, boolean>;
}

/** The decrypted body of a push, in Mastodon's shape. */
export interface ApiWebPushMessageJSON {
  access_token: string;
  preferred_locale: string;
  notification_id: string | number;
  notification_type: string;
  icon: string;
  title: string;
  body: string;
}
