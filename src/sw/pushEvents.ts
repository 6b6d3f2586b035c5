/**
 * A push becomes a system notification; its click brings the app to what it is about. The
 * browser has already decrypted the message; the notification itself (who, which post) is read
 * from the server with the message's access token, as Mastodon's worker does, for the path a
 * click opens and for a title the server left out.
 */
import type { ApiNotificationJSON } from '../api/types';
import { normalisePushMessage } from '../entities/push';
import type { PushMessage } from '../entities/types';
import { notificationTitle } from '../i18n/notificationTitle';
import type { NotificationClickEvent, PushEvent, WorkerScope } from './swTypes';
import { serverOrigin } from './workerState';

const FETCH_TIMEOUT_MS = 5000;

/** Where a click goes, and the sender's name, from the notification as the API gives it. */
export function notificationTarget(json: unknown): { path: string; name: string } | null {
  if (typeof json !== 'object' || json === null) return null;
  const notification = json as Partial<Record<keyof ApiNotificationJSON, unknown>>;
  const account = notification.account as { acct?: unknown; display_name?: unknown } | undefined;
  const status = notification.status as
    { id?: unknown; account?: { acct?: unknown } } | null | undefined;
  const acct = typeof account?.acct === 'string' ? account.acct : null;
  const name =
    typeof account?.display_name === 'string' && account.display_name
      ? account.display_name
      : (acct ?? '');
  const statusAcct = status?.account?.acct;
  if (status && typeof status.id === 'string' && typeof statusAcct === 'string')
    return { path: `/@${statusAcct}/${status.id}`, name };
  return acct ? { path: `/@${acct}`, name } : null;
}

async function fetchTarget(message: PushMessage) {
  if (!message.accessToken) return null;
  try {
    const origin = await serverOrigin();
    const response = await fetch(
      `${origin}/api/v1/notifications/${encodeURIComponent(message.notificationId)}`,
      {
        headers: { Authorization: `Bearer ${message.accessToken}` },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      },
    );
    return response.ok ? notificationTarget(await response.json()) : null;
  } catch {
    return null;
  }
}

function readPushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

export async function showPush(scope: WorkerScope, event: PushEvent): Promise<void> {
  const message = normalisePushMessage(readPushData(event));
  if (!message) return;
  const target = await fetchTarget(message);
  const title = message.title || notificationTitle(message.type, target?.name ?? '');
  await scope.registration.showNotification(title, {
    body: message.body,
    ...(message.icon ? { icon: message.icon } : {}),
    tag: message.notificationId,
    data: { url: target?.path ?? '/notifications' },
  });
}

const pathOf = (data: unknown): string => {
  const url = (data as { url?: unknown } | null)?.url;
  // Only an in-app path: a notification never opens another site.
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? url
    : '/notifications';
};

/** Focuses an open window of the app and takes it to the path, or opens one there. */
export async function openFromNotification(
  scope: WorkerScope,
  event: NotificationClickEvent,
): Promise<void> {
  event.notification.close();
  const path = pathOf(event.notification.data);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(path);
    return;
  }
  await scope.clients.openWindow(path);
}
