import { describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSE_TTL_MS, withEarlyResponses } from './earlyResponses';

const HOME = 'https://kmy.example/api/v1/timelines/home?limit=20';
const auth = { headers: { Authorization: 'Bearer tok' } };

function setUp(early: Promise<Response> = Promise.resolve(new Response('"early"'))) {
  let clock = 1_000;
  const network = vi.fn(() => Promise.resolve(new Response('"network"')));
  const fetch = withEarlyResponses(
    network,
    { token: 'tok', responses: new Map([[HOME, early]]) },
    () => clock,
  );
  return { fetch, network, later: (ms: number) => (clock += ms) };
}

const text = async (response: Promise<Response>) => (await response).text();

describe('answers the first script already asked for', () => {
  it('answers the same GET with the same token from it, once', async () => {
    const { fetch, network } = setUp();
    expect(await text(fetch(HOME, auth))).toBe('"early"');
    expect(network).not.toHaveBeenCalled();
    expect(await text(fetch(HOME, auth))).toBe('"network"');
  });

  it('goes to the network for another token, another method, or after its time', async () => {
    const other = setUp();
    expect(await text(other.fetch(HOME, { headers: { Authorization: 'Bearer else' } }))).toBe(
      '"network"',
    );
    const post = setUp();
    expect(await text(post.fetch(HOME, { ...auth, method: 'POST' }))).toBe('"network"');
    const stale = setUp();
    stale.later(EARLY_RESPONSE_TTL_MS + 1);
    expect(await text(stale.fetch(HOME, auth))).toBe('"network"');
  });

  it('asks again when the early request failed', async () => {
    const { fetch, network } = setUp(Promise.reject(new TypeError('Failed to fetch')));
    expect(await text(fetch(HOME, auth))).toBe('"network"');
    expect(network).toHaveBeenCalledOnce();
  });

  it('gives up when the caller aborts, as fetch does', async () => {
    const { fetch } = setUp(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const answer = fetch(HOME, { ...auth, signal: controller.signal });
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
