/**
 * One WebSocket for every stream (Mastodon's multiplexed streaming API): subscribe
 * and unsubscribe by message, reconnect with backoff, subscribe again on reconnect. What the
 * messages say is read elsewhere (streaming.ts), so the connection can open before that code
 * has loaded (the streaming worker).
 */
export interface StreamParams {
  tag?: string;
  list?: string;
  antenna?: string;
}

export interface StreamingConnection {
  subscribe(stream: string, params?: StreamParams): void;
  unsubscribe(stream: string, params?: StreamParams): void;
  close(): void;
}

export interface StreamingSocketOptions {
  /** The instance's urls.streaming; null means the origin itself. */
  streamingUrl: string | null;
  origin: string;
  token: string | null;
  WebSocketImpl?: typeof WebSocket;
  /** Each message's data, unread, in the order it came. */
  onMessage(data: unknown): void;
  onStatus?(status: 'online' | 'offline'): void;
  /** For tests: the jitter's randomness. */
  random?: () => number;
  /** How long an opening connection may stay unanswered before it is dropped and retried. */
  connectTimeoutMs?: number;
}

/** A socket that neither opens nor fails (a proxy holding it) is given up and tried again. */
export const STREAMING_CONNECT_TIMEOUT_MS = 15_000;

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** 1 s doubling to 30 s; jitter spreads reconnecting clients after a server restart. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  return Math.round(base * (0.75 + 0.25 * random()));
}

export function streamingEndpoint(
  streamingUrl: string | null,
  origin: string,
  token: string | null,
): string {
  const url = new URL(streamingUrl ?? origin);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol === 'http:') url.protocol = 'ws:';
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/api/v1/streaming') ? path : `${path}/api/v1/streaming`;
  if (token) url.searchParams.set('access_token', token);
  return url.href;
}

const keyOf = (stream: string, params: StreamParams = {}) =>
  JSON.stringify([stream, params.tag ?? null, params.list ?? null, params.antenna ?? null]);

const inert: StreamingConnection = { subscribe() {}, unsubscribe() {}, close() {} };

export function openStreamingSocket(options: StreamingSocketOptions): StreamingConnection {
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
  let url: string;
  try {
    url = streamingEndpoint(options.streamingUrl, options.origin, options.token);
  } catch {
    console.warn('No usable streaming URL; live updates are off.');
    return inert;
  }
  const subscriptions = new Map<string, { stream: string; params: StreamParams }>();
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closed = false;
  let online = false;

  const send = (type: 'subscribe' | 'unsubscribe', stream: string, params: StreamParams = {}) => {
    if (socket?.readyState !== Impl.OPEN) return;
    socket.send(JSON.stringify({ type, stream, ...params }));
  };

  const retry = () => {
    timer = setTimeout(connect, reconnectDelay(attempt, options.random));
    attempt += 1;
  };

  const connect = () => {
    timer = null;
    let ws: WebSocket;
    try {
      ws = new Impl(url);
    } catch (error) {
      console.warn('Could not open the streaming connection:', error);
      retry();
      return;
    }
    socket = ws;
    const opening = setTimeout(() => {
      if (socket !== ws) return;
      socket = null;
      ws.close();
      if (!closed) retry();
    }, options.connectTimeoutMs ?? STREAMING_CONNECT_TIMEOUT_MS);
    ws.onopen = () => {
      clearTimeout(opening);
      if (socket !== ws) return;
      attempt = 0;
      online = true;
      options.onStatus?.('online');
      for (const { stream, params } of subscriptions.values()) send('subscribe', stream, params);
    };
    ws.onmessage = (event) => {
      if (socket === ws) options.onMessage(event.data);
    };
    ws.onclose = () => {
      clearTimeout(opening);
      if (socket !== ws) return;
      socket = null;
      // Only a lost connection can have missed posts; a failed first try has not.
      if (online) options.onStatus?.('offline');
      online = false;
      if (!closed) retry();
    };
    // An error is always followed by close, which does the work.
    ws.onerror = () => undefined;
  };

  connect();

  return {
    subscribe(stream, params) {
      const key = keyOf(stream, params);
      if (subscriptions.has(key)) return;
      subscriptions.set(key, { stream, params: params ?? {} });
      send('subscribe', stream, params);
    },
    unsubscribe(stream, params) {
      if (!subscriptions.delete(keyOf(stream, params))) return;
      send('unsubscribe', stream, params);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const ws = socket;
      socket = null;
      online = false;
      ws?.close();
    },
  };
}
