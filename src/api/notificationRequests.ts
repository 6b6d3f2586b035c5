/** Mastodon 4.3's filtered notifications: requests from filtered senders and the policy. */
import {
  normaliseNotificationPolicy,
  normaliseNotificationRequests,
  normaliseOneNotificationRequest,
  normaliseRequestNotifications,
} from '../entities/notificationRequest';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';
import type { ApiNotificationPolicyBody } from './types';

const BASE = '/api/v1/notifications/requests';
const id = encodeURIComponent;

/** GET v1/notifications/requests, or the page at nextUrl (Link pagination). */
export async function fetchNotificationRequests(client: ApiClient, nextUrl?: string | null) {
  const result = nextUrl
    ? await client.requestUrl('GET', nextUrl)
    : await client.request('GET', BASE);
  return mapResult(result, normaliseNotificationRequests);
}

export async function fetchNotificationRequest(client: ApiClient, requestId: string) {
  return mapResult(
    await client.request('GET', `${BASE}/${id(requestId)}`),
    normaliseOneNotificationRequest,
  );
}

/** POST …/:id/accept or …/:id/dismiss. */
export async function answerNotificationRequest(
  client: ApiClient,
  requestId: string,
  answer: 'accept' | 'dismiss',
): Promise<ApiResult<null>> {
  return mapResult(await client.request('POST', `${BASE}/${id(requestId)}/${answer}`), ignoreBody);
}

/** POST …/accept or …/dismiss with id[]: several requests at once. */
export async function answerNotificationRequests(
  client: ApiClient,
  ids: string[],
  answer: 'accept' | 'dismiss',
): Promise<ApiResult<null>> {
  return mapResult(
    await client.request('POST', `${BASE}/${answer}`, { json: { id: ids } }),
    ignoreBody,
  );
}

/** A request's notifications: GET v1/notifications?account_id=, or the page at nextUrl. */
export async function fetchRequestNotifications(
  client: ApiClient,
  accountId: string,
  nextUrl?: string | null,
) {
  const result = nextUrl
    ? await client.requestUrl('GET', nextUrl)
    : await client.request('GET', '/api/v1/notifications', { query: { account_id: accountId } });
  return mapResult(result, normaliseRequestNotifications);
}

export async function fetchNotificationPolicy(client: ApiClient) {
  return mapResult(
    await client.request('GET', '/api/v2/notifications/policy'),
    normaliseNotificationPolicy,
  );
}

export async function updateNotificationPolicy(
  client: ApiClient,
  changes: ApiNotificationPolicyBody,
) {
  return mapResult(
    await client.request('PATCH', '/api/v2/notifications/policy', { json: changes }),
    normaliseNotificationPolicy,
  );
}
