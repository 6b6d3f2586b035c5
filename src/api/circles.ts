import { normaliseCircles } from '../entities/compose';
import type { Circle } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';

/** SPEC §7: the user's circles (for limited posts). */
export async function fetchCircles(client: ApiClient): Promise<ApiResult<Circle[]>> {
  return mapResult(await client.request('GET', '/api/v1/circles'), normaliseCircles);
}
