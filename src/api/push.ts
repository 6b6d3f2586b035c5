/** /api/v1/push/subscription: this token's Web Push subscription (scope push). */
import type { ApiPushSubscriptionRequest } from './types';
import { normalisePushSubscription } from '../entities/push';
import type { PushData, PushSubscriptionRecord } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';

const PATH = '/api/v1/push/subscription';

export async function fetchPushSubscription(
  client: ApiClient,
): Promise<ApiResult<PushSubscriptionRecord>> {
  return mapResult(await client.request('GET', PATH), normalisePushSubscription);
}

export async function createPushSubscription(
  client: ApiClient,
  body: ApiPushSubscriptionRequest,
): Promise<ApiResult<PushSubscriptionRecord>> {
  return mapResult(await client.request('POST', PATH, { json: body }), normalisePushSubscription);
}

export async function updatePushSubscription(
  client: ApiClient,
  data: PushData,
): Promise<ApiResult<PushSubscriptionRecord>> {
  return mapResult(
    await client.request('PUT', PATH, { json: { data } }),
    normalisePushSubscription,
  );
}

export async function deletePushSubscription(client: ApiClient): Promise<ApiResult<unknown>> {
  return client.request('DELETE', PATH);
}
