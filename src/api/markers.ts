import { normaliseMarkers } from '../entities/markers';
import type { Markers } from '../entities/types';
import { createApiClient, mapResult, type ApiClient, type ApiResult } from './client';

export async function fetchMarkers(client: ApiClient): Promise<ApiResult<Markers>> {
  const query = { timeline: ['home', 'notifications'] };
  return mapResult(await client.request('GET', '/api/v1/markers', { query }), normaliseMarkers);
}

const bodyOf = (markers: Partial<Markers>) => {
  const body: Record<string, { last_read_id: string }> = {};
  if (markers.home) body.home = { last_read_id: markers.home };
  if (markers.notifications) body.notifications = { last_read_id: markers.notifications };
  return body;
};

export async function saveMarkers(
  client: ApiClient,
  markers: Partial<Markers>,
): Promise<ApiResult<Markers>> {
  return mapResult(
    await client.request('POST', '/api/v1/markers', { json: bodyOf(markers) }),
    normaliseMarkers,
  );
}

/**
 * On page exit the markers go out in a keepalive request, which the
 * browser completes after the page is gone; nobody is left to read the answer.
 */
export function saveMarkersOnExit(
  session: { origin: string; token: string; fetch?: typeof fetch },
  markers: Partial<Markers>,
): void {
  const body = bodyOf(markers);
  if (Object.keys(body).length === 0) return;
  const client = createApiClient({
    origin: session.origin,
    token: session.token,
    fetch: session.fetch,
  });
  void client.request('POST', '/api/v1/markers', { json: body, keepalive: true });
}
