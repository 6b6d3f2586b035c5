/**
 * The one road to the server: bearer token, errors as values (never a throw),
 * Link pagination and the rate-limit reset. What comes back is `unknown` until a
 * normaliser from entities/ has read it (see mapResult).
 */
import { parseLinkHeader, type PageLinks } from './links';

export type { PageLinks } from './links';

/**
 * What went wrong: an HTTP error status, no answer at all (network), no answer in time
 * (timeout), the page's own abort, an answer that is not JSON (unparsable), or JSON that
 * no normaliser could read (invalid).
 */
export const API_ERROR_KINDS = [
  'http',
  'network',
  'timeout',
  'abort',
  'unparsable',
  'invalid',
] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiError {
  kind: ApiErrorKind;
  status: number | null;
  statusText: string;
  /** The server's `error` text, else the status text. */
  message: string;
  /** X-RateLimit-Reset of a 429. */
  rateLimitReset: string | null;
}

export type ApiResult<T> =
  { ok: true; value: T; status: number; links: PageLinks } | { ok: false; error: ApiError };

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent on page exit: the browser finishes it after the page is gone. */
  keepalive?: boolean;
  /** Upload progress in bytes (media upload with progress). No time limit: it shows progress. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Overrides the time limit of its kind (reads and writes, see RequestTimeouts). */
  timeoutMs?: number;
}

/** How long a request may go unanswered before it fails as a timeout, by kind. */
export interface RequestTimeouts {
  /** GET and HEAD. */
  readMs: number;
  /** Everything that changes something (POST, PUT, PATCH, DELETE). */
  writeMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { readMs: 20_000, writeMs: 30_000 };

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** A fetch that reports upload progress (XMLHttpRequest in the browser). */
export type UploadTransport = (
  url: string,
  init: RequestInit,
  onProgress: (loaded: number, total: number) => void,
) => Promise<Response>;

export interface ApiClient {
  readonly origin: string;
  readonly token: string | null;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResult<unknown>>;
  /** Follows an absolute URL from a Link header; only on this client's server. */
  requestUrl(method: string, url: string, options?: RequestOptions): Promise<ApiResult<unknown>>;
}

export interface ApiClientOptions {
  origin: string;
  token: string | null;
  fetch?: typeof fetch;
  upload?: UploadTransport;
  timeouts?: Partial<RequestTimeouts>;
  /**
   * Ends every request of this client when it aborts: the session it belongs to is over (the
   * reader switched accounts), so nothing it asked for may land in the next one.
   */
  signal?: AbortSignal;
}

/** `id[]=1&id[]=2` for lists, as Rails reads them; null and undefined are left out. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const failure = (
  error: Partial<ApiError> & Pick<ApiError, 'kind' | 'message'>,
): { ok: false; error: ApiError } => ({
  ok: false,
  error: { status: null, statusText: '', rateLimitReset: null, ...error },
});

function bodyOf(options: RequestOptions): { body?: BodyInit; type?: string } {
  if (options.formData) return { body: options.formData };
  if (options.form)
    return { body: new URLSearchParams(options.form), type: 'application/x-www-form-urlencoded' };
  if (options.json !== undefined)
    return { body: JSON.stringify(options.json), type: 'application/json' };
  return {};
}

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

const ABORTED = { kind: 'abort', message: 'The request was aborted.' } as const;
const TIMED_OUT = { kind: 'timeout', message: 'The server took too long to answer.' } as const;

/**
 * The caller's signal joined with a timer: the signal given to fetch aborts when the caller
 * aborts or when the time is up, and `timedOut` says which it was.
 */
function deadline(ms: number | null, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer =
    ms === null
      ? null
      : setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(TIMED_OUT.message, 'TimeoutError'));
        }, ms);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      if (timer !== null) clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function httpError(response: Response, body: unknown): ApiError {
  const serverText =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : '';
  return {
    kind: 'http',
    status: response.status,
    statusText: response.statusText,
    message: serverText || response.statusText || `HTTP ${response.status}`,
    rateLimitReset: response.status === 429 ? response.headers.get('x-ratelimit-reset') : null,
  };
}

export function createApiClient({
  origin,
  token,
  fetch: fetchImpl,
  upload,
  timeouts,
  signal: clientSignal,
}: ApiClientOptions): ApiClient {
  const base = origin.replace(/\/+$/, '');
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const limits = { ...DEFAULT_REQUEST_TIMEOUTS, ...timeouts };

  async function send(
    method: string,
    url: string,
    options: RequestOptions,
  ): Promise<ApiResult<unknown>> {
    // An upload shows its progress and may rightly take long: it has no time limit.
    const limit = options.onUploadProgress
      ? null
      : (options.timeoutMs ?? (isRead(method) ? limits.readMs : limits.writeMs));
    const outer =
      clientSignal && options.signal
        ? AbortSignal.any([clientSignal, options.signal])
        : (clientSignal ?? options.signal);
    const timer = deadline(limit, outer);
    try {
      return await sendWithin(method, url, options, timer.signal, timer.timedOut);
    } finally {
      timer.done();
    }
  }

  async function sendWithin(
    method: string,
    url: string,
    options: RequestOptions,
    signal: AbortSignal,
    timedOut: () => boolean,
  ): Promise<ApiResult<unknown>> {
    const { body, type } = bodyOf(options);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (type) headers['Content-Type'] = type;
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      const init = { method, headers, body, signal, keepalive: options.keepalive };
      const onProgress = options.onUploadProgress;
      if (onProgress && upload) response = await upload(url, init, onProgress);
      else {
        response = await doFetch(url, init);
        // Without a transport that reports progress, the whole body went at once.
        if (onProgress) onProgress(1, 1);
      }
    } catch (error) {
      if (timedOut()) return failure(TIMED_OUT);
      if (isAbort(error, signal)) return failure(ABORTED);
      return failure({
        kind: 'network',
        message: error instanceof Error ? error.message : 'Network error',
      });
    }
    let parsed: Awaited<ReturnType<typeof readJson>>;
    try {
      parsed = await readJson(response);
    } catch (error) {
      if (timedOut()) return failure({ ...TIMED_OUT, status: response.status });
      if (isAbort(error, signal)) return failure(ABORTED);
      return failure({
        kind: 'network',
        status: response.status,
        message: 'The response was cut off.',
      });
    }
    if (!response.ok)
      return { ok: false, error: httpError(response, parsed.ok ? parsed.value : null) };
    if (!parsed.ok) {
      return failure({
        kind: 'unparsable',
        status: response.status,
        statusText: response.statusText,
        message: 'The server did not answer with JSON.',
      });
    }
    return {
      ok: true,
      value: parsed.value,
      status: response.status,
      links: parseLinkHeader(response.headers.get('link')),
    };
  }

  return {
    origin: base,
    token,
    request: (method, path, options = {}) =>
      send(
        method,
        `${base}${path.startsWith('/') ? path : `/${path}`}${buildQuery(options.query)}`,
        options,
      ),
    requestUrl(method, url, options = {}) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return Promise.resolve(failure({ kind: 'invalid', message: `Not a URL: ${url}` }));
      }
      // The token goes to this server only, whatever a Link header says.
      if (parsed.origin !== new URL(base).origin) {
        return Promise.resolve(
          failure({
            kind: 'invalid',
            message: `Refusing to follow a link off the server: ${parsed.origin}`,
          }),
        );
      }
      return send(method, parsed.href, options);
    },
  };
}

/**
 * Reads a successful result through a normaliser; one the normaliser refuses becomes
 * an 'invalid' error, so nothing unread ever reaches the store.
 */
export function mapResult<T>(
  result: ApiResult<unknown>,
  normalise: (value: unknown) => T,
): ApiResult<T> {
  if (!result.ok) return result;
  try {
    return { ...result, value: normalise(result.value) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return failure({
      kind: 'invalid',
      status: result.status,
      message: `Unexpected response: ${message}`,
    });
  }
}

/** For endpoints whose answer does not matter (an empty object, or nothing). */
export const ignoreBody = (): null => null;
