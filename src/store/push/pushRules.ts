/**
 * Web Push rules (SPEC §8, §9): the server key as the browser wants it, which failures mean
 * what, and where this browser's subscription is remembered for each signed-in user.
 */
import { NOTIFICATION_SETTING_TYPES } from '../session/settings';

export const PUSH_LOG = {
  missingKey:
    'The VAPID public key is not set. You will not be able to receive Web Push Notifications.',
  unsupportedProtocol:
    'Your browser supports Web Push Notifications, but does not seem to implement the VAPID protocol.',
  invalidKey: 'The VAPID public key seems to be invalid:',
} as const;

/** What a failed subscription says about the browser or the key (each clears the subscription). */
export type PushFailure = 'unsupported-protocol' | 'invalid-key' | 'other';

export function classifyPushError(error: unknown): PushFailure {
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    code?: unknown;
  };
  if (name === 'AbortError' && code === 20) return 'unsupported-protocol';
  if (name === 'InvalidCharacterError' && code === 5) return 'invalid-key';
  return 'other';
}

/**
 * The base64url key as bytes. atob throws InvalidCharacterError (code 5) for a key that is not
 * base64, which is how an invalid server key shows itself.
 */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64url.length % 4)) % 4);
  const binary = atob((base64url + padding).replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The bytes of a subscription key as the server wants them (base64url, unpadded). */
export function base64urlOf(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A push for each type whose desktop notification is on (the same per-type choice). */
export function pushAlerts(
  alerts: Record<(typeof NOTIFICATION_SETTING_TYPES)[number], boolean>,
): Record<string, boolean> {
  return Object.fromEntries(NOTIFICATION_SETTING_TYPES.map((type) => [type, alerts[type]]));
}

/** The settings' alerts differ from what the server has for this subscription. */
export function alertsDiffer(
  wanted: Record<string, boolean>,
  server: Record<string, boolean>,
): boolean {
  return Object.entries(wanted).some(([type, on]) => (server[type] ?? false) !== on);
}

/** Which subscription of this browser belongs to which user: scoped per server and account. */
export const pushStorageKey = (origin: string, accountId: string) =>
  `kmyblue:push:${origin}|${accountId}`;

/** The endpoint this browser subscribed with for one user; null when none or unreadable. */
export function readStoredEndpoint(raw: string | null): string | null {
  try {
    const value = JSON.parse(raw ?? 'null') as { endpoint?: unknown } | null;
    return typeof value?.endpoint === 'string' ? value.endpoint : null;
  } catch {
    return null;
  }
}
