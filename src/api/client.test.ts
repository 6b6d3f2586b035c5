import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityError } from '../entities/validate';
import {
  buildQuery,
  createApiClient,
  DEFAULT_REQUEST_TIMEOUTS,
  mapResult,
  type ApiResult,
} from './client';

const ORIGIN = 'https://social.example';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with what the test says. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const call = {
      url: typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
      init,
    };
    calls.push(call);
    return answer(call);
  };
  return { fetch, calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('createApiClient: requests', () => {
  it('sends the bearer token, Accept and the query with id[] lists', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const client = createApiClient({ origin: `${ORIGIN}/`, token: 'tok', fetch });
    const result = await client.request('GET', '/api/v1/accounts/relationships', {
      query: { with_suspended: 'true', id: ['1', '2'], skip: undefined, none: null },
    });
    expect(result).toEqual({ ok: true, value: [], status: 200, links: { next: null, prev: null } });
    expect(calls[0]?.url).toBe(
      `${ORIGIN}/api/v1/accounts/relationships?with_suspended=true&id%5B%5D=1&id%5B%5D=2`,
    );
    expect(headersOf(calls[0]).get('authorization')).toBe('Bearer tok');
    expect(headersOf(calls[0]).get('accept')).toBe('application/json');
  });

  it('sends no Authorization for a visitor', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    await createApiClient({ origin: ORIGIN, token: null, fetch }).request(
      'GET',
      '/api/v2/instance',
    );
    expect(headersOf(calls[0]).has('authorization')).toBe(false);
  });

  it('sends JSON, form and extra headers', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const client = createApiClient({ origin: ORIGIN, token: 'tok', fetch });
    await client.request('POST', '/api/v1/statuses', {
      json: { status: 'hi' },
      headers: { 'Idempotency-Key': 'k' },
    });
    expect(calls[0]?.init.body).toBe('{"status":"hi"}');
    expect(headersOf(calls[0]).get('content-type')).toBe('application/json');
    expect(headersOf(calls[0]).get('idempotency-key')).toBe('k');
    await client.request('POST', '/oauth/token', { form: { code: 'a b' } });
    expect(String(calls[1]?.init.body as URLSearchParams)).toBe('code=a+b');
    expect(headersOf(calls[1]).get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('reads an empty body (204) as null', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const result = await createApiClient({ origin: ORIGIN, token: 'tok', fetch }).request(
      'DELETE',
      '/api/v1/x',
    );
    expect(result).toMatchObject({ ok: true, value: null, status: 204 });
  });

  it('builds queries', () => {
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ limit: 20, local: true, types: [] })).toBe('?limit=20&local=true');
  });
});

describe('createApiClient: errors as values', () => {
  const errorOf = async (response: Response | (() => never), signal?: AbortSignal) => {
    const { fetch } = fakeFetch(() => (typeof response === 'function' ? response() : response));
    const result = await createApiClient({ origin: ORIGIN, token: 'tok', fetch }).request(
      'GET',
      '/api/v1/x',
      { signal },
    );
    if (result.ok) throw new Error('expected a failure');
    return result.error;
  };

  it('401 and 404 carry the server error text', async () => {
    expect(
      await errorOf(
        json({ error: 'The access token is invalid' }, { status: 401, statusText: 'Unauthorized' }),
      ),
    ).toEqual({
      kind: 'http',
      status: 401,
      statusText: 'Unauthorized',
      message: 'The access token is invalid',
      rateLimitReset: null,
    });
    expect(
      await errorOf(json({ error: 'Record not found' }, { status: 404, statusText: 'Not Found' })),
    ).toMatchObject({
      status: 404,
      message: 'Record not found',
    });
  });

  it('422 without a JSON error falls back to the status text', async () => {
    expect(
      await errorOf(
        new Response('<html>oops</html>', { status: 422, statusText: 'Unprocessable Entity' }),
      ),
    ).toMatchObject({
      kind: 'http',
      status: 422,
      message: 'Unprocessable Entity',
    });
  });

  it('429 carries X-RateLimit-Reset', async () => {
    const reset = '2026-03-10T12:05:00.000Z';
    const error = await errorOf(
      json(
        { error: 'Too many requests' },
        { status: 429, statusText: 'Too Many Requests', headers: { 'X-RateLimit-Reset': reset } },
      ),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      message: 'Too many requests',
      rateLimitReset: reset,
    });
  });

  it('a network failure is kind network', async () => {
    expect(
      await errorOf(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({
      kind: 'network',
      status: null,
      statusText: '',
      message: 'Failed to fetch',
      rateLimitReset: null,
    });
  });

  it('an abort is kind abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await errorOf(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }, controller.signal);
    expect(error.kind).toBe('abort');
  });

  it('a 200 that is not JSON is kind unparsable', async () => {
    expect(await errorOf(new Response('<html>maintenance</html>', { status: 200 }))).toMatchObject({
      kind: 'unparsable',
      status: 200,
    });
  });
});

/** A fetch that never answers, as a hung server; it rejects only when its signal aborts. */
const hangingFetch = () => {
  const signals: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = (_input, init = {}) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init.signal;
      if (!signal) return;
      signals.push(signal);
      signal.addEventListener('abort', () => {
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      });
    });
  return { fetch, signals };
};

describe('createApiClient: time limits', () => {
  afterEach(() => vi.useRealTimers());

  it('a read unanswered for 20 s fails as kind timeout', async () => {
    vi.useFakeTimers();
    const { fetch } = hangingFetch();
    const client = createApiClient({ origin: ORIGIN, token: null, fetch });
    const pending = client.request('GET', '/api/v1/timelines/home');
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('a write waits 30 s, and the configured limits replace the defaults', async () => {
    vi.useFakeTimers();
    const { fetch } = hangingFetch();
    const slow = createApiClient({ origin: ORIGIN, token: null, fetch });
    const write = slow.request('POST', '/api/v1/statuses/1/favourite');
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUTS.readMs);
    const quick = createApiClient({ origin: ORIGIN, token: null, fetch, timeouts: { readMs: 50 } });
    const read = quick.request('GET', '/api/v1/timelines/home');
    await vi.advanceTimersByTimeAsync(50);
    expect(await read).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUTS.writeMs);
    expect(await write).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it("the caller's own abort stays an abort, and an upload with progress has no limit", async () => {
    vi.useFakeTimers();
    const { fetch, signals } = hangingFetch();
    const client = createApiClient({
      origin: ORIGIN,
      token: null,
      fetch,
      timeouts: { writeMs: 10 },
    });
    const controller = new AbortController();
    const aborted = client.request('GET', '/api/v1/x', { signal: controller.signal });
    controller.abort();
    expect(await aborted).toMatchObject({ ok: false, error: { kind: 'abort' } });
    void client.request('POST', '/api/v2/media', { onUploadProgress: () => undefined });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signals[1]?.aborted).toBe(false);
  });
});

describe('createApiClient: Link pagination', () => {
  it('reads rel next and prev as absolute URLs', async () => {
    const link = `<${ORIGIN}/api/v1/timelines/home?max_id=100>; rel="next", <${ORIGIN}/api/v1/timelines/home?min_id=200>; rel="prev"`;
    const { fetch, calls } = fakeFetch(() => json([], { headers: { Link: link } }));
    const client = createApiClient({ origin: ORIGIN, token: 'tok', fetch });
    const result = await client.request('GET', '/api/v1/timelines/home');
    expect(result.ok && result.links).toEqual({
      next: `${ORIGIN}/api/v1/timelines/home?max_id=100`,
      prev: `${ORIGIN}/api/v1/timelines/home?min_id=200`,
    });
    if (!result.ok || !result.links.next) throw new Error('no next link');
    await client.requestUrl('GET', result.links.next);
    expect(calls[1]?.url).toBe(`${ORIGIN}/api/v1/timelines/home?max_id=100`);
    expect(headersOf(calls[1]).get('authorization')).toBe('Bearer tok');
  });

  it('never sends the token to another origin', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const client = createApiClient({ origin: ORIGIN, token: 'tok', fetch });
    const result = await client.requestUrl('GET', 'https://evil.example/steal');
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(await client.requestUrl('GET', 'not a url')).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    expect(calls).toHaveLength(0);
  });
});

describe('mapResult', () => {
  const ok: ApiResult<unknown> = {
    ok: true,
    value: { id: 1 },
    status: 200,
    links: { next: 'n', prev: null },
  };

  it('passes a normalised value through, with status and links', () => {
    expect(mapResult(ok, () => 'read')).toEqual({ ...ok, value: 'read' });
  });

  it('turns a thrown EntityError into an invalid error', () => {
    const result = mapResult(ok, () => {
      throw new EntityError('Status 1: "content" should be a string, got number', '1');
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        status: 200,
        statusText: '',
        message: 'Unexpected response: Status 1: "content" should be a string, got number',
        rateLimitReset: null,
      },
    });
  });

  it('leaves failures alone', () => {
    const failed: ApiResult<unknown> = {
      ok: false,
      error: { kind: 'network', status: null, statusText: '', message: 'x', rateLimitReset: null },
    };
    expect(mapResult(failed, () => 1)).toBe(failed);
  });
});
