/**
 * A fake Mastodon API at the fetch level: routes answer with wire JSON, and every
 * request is recorded so tests can assert what went over the wire.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeApi {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  on(method: string, path: string | RegExp, handler: Handler | FakeResponse): void;
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
}

export function createFakeApi(origin = 'https://sandbox.example'): FakeApi {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const requests: RecordedRequest[] = [];
  const matches = (pattern: string | RegExp, path: string) =>
    typeof pattern === 'string' ? pattern === path : pattern.test(path);

  const answer = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) throw new TypeError('Failed to fetch');
    const text = await request.text();
    let body: unknown = text;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('json') && text) body = JSON.parse(text);
    else if (type.includes('x-www-form-urlencoded'))
      body = Object.fromEntries(new URLSearchParams(text));
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    requests.push(recorded);
    // The newest route for a path wins, so a test can override a default.
    const route = [...routes]
      .reverse()
      .find((r) => r.method === request.method && matches(r.path, url.pathname));
    if (!route) return jsonResponse({ status: 404, body: { error: 'Record not found' } });
    return jsonResponse(await route.handler(recorded));
  };

  /** A handler that never answers stands for a hung server: only the caller's abort ends it. */
  const fakeFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.race([answer(input, init), abortOf(init?.signal ?? undefined)])) as typeof fetch;

  return {
    fetch: fakeFetch,
    requests,
    on(method, path, handler) {
      routes.push({
        method,
        path,
        handler: typeof handler === 'function' ? handler : () => handler,
      });
    },
    requestsTo: (method, path) =>
      requests.filter((r) => r.method === method && matches(path, r.path)),
  };
}

/** Rejects as fetch does when the signal aborts: with the signal's reason. */
function abortOf(signal: AbortSignal | undefined): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    if (!signal) return;
    const fail = () => {
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    };
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** A route's answer that never comes: a hung server. */
export const never = (): Promise<FakeResponse> => new Promise<FakeResponse>(() => undefined);

function jsonResponse({ status = 200, body = {}, headers = {} }: FakeResponse): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'content-type': 'application/json', ...headers },
  });
}
