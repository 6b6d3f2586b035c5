import { normalisePoll } from '../entities/poll';
import type { Poll } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';

const id = encodeURIComponent;

/** GET v1/polls/{id} refreshes the poll. */
export async function fetchPoll(client: ApiClient, pollId: string): Promise<ApiResult<Poll>> {
  return mapResult(await client.request('GET', `/api/v1/polls/${id(pollId)}`), (json) =>
    normalisePoll(json),
  );
}

/** POST v1/polls/{id}/votes with the selected option indexes; answers the poll. */
export async function votePoll(
  client: ApiClient,
  pollId: string,
  choices: number[],
): Promise<ApiResult<Poll>> {
  const path = `/api/v1/polls/${id(pollId)}/votes`;
  return mapResult(await client.request('POST', path, { json: { choices } }), (json) =>
    normalisePoll(json),
  );
}
