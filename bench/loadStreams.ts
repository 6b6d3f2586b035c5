/** The streaming part of `bench/load.ts`: 200 user streams and how fast a post reaches them. */
import { WebSocket } from 'ws';
import { percentile } from './loadStats';

export interface StreamReaders {
  /** Milliseconds from each post's request to its arrival, every reader and post. */
  arrivals: Map<string, number[]>;
  /** Resolves once every reader holds a message whose payload contains the text. */
  waitForAll(text: string, timeoutMs: number): Promise<boolean>;
  /** Resolves once no message came for `ms`. */
  waitForQuiet(ms: number): Promise<void>;
  close(): void;
}

/** Opens each reader's user stream and notes when each post (by its marker text) arrives. */
export async function openReaders(
  url: string,
  tokens: string[],
  markerOf: (payload: string) => string | null,
): Promise<StreamReaders> {
  const arrivals = new Map<string, number[]>();
  const seen = tokens.map(() => new Set<string>());
  let lastMessageAt = performance.now();
  const sockets = await Promise.all(
    tokens.map(
      (token, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(
            `${url.replace('http', 'ws')}/api/v1/streaming?stream=user&access_token=${token}`,
          );
          socket.on('message', (data) => {
            const at = performance.now();
            lastMessageAt = at;
            const message = JSON.parse((data as Buffer).toString()) as {
              event?: string;
              payload?: string;
            };
            if (message.event !== 'update' || !message.payload) return;
            const marker = markerOf(message.payload);
            if (!marker) return;
            seen[i]!.add(marker);
            const list = arrivals.get(marker);
            if (list) list.push(at);
            else arrivals.set(marker, [at]);
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  return {
    arrivals,
    async waitForAll(text, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        if (seen.every((s) => s.has(text))) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    },
    async waitForQuiet(ms) {
      while (performance.now() - lastMessageAt < ms)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    close() {
      for (const socket of sockets) socket.close();
    },
  };
}

export interface DeliveryFigures {
  readers: number;
  posts: number;
  ratePerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  missing: number;
}

/**
 * Posts `posts` statuses at a steady rate while the readers listen; latency is from the moment
 * each post was requested to its arrival on each stream.
 */
export async function measureDelivery(
  readers: StreamReaders,
  count: number,
  post: (text: string) => Promise<void>,
  options: { posts: number; ratePerSecond: number; prefix: string },
): Promise<DeliveryFigures> {
  const sentAt = new Map<string, number>();
  const interval = 1000 / options.ratePerSecond;
  const start = performance.now();
  const requests: Promise<void>[] = [];
  for (let i = 0; i < options.posts; i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const marker = `${options.prefix} ${String(i)}`;
    sentAt.set(marker, performance.now());
    requests.push(post(`${marker} on its way`));
  }
  await Promise.all(requests);
  const last = `${options.prefix} ${String(options.posts - 1)}`;
  await readers.waitForAll(last, 30_000);
  const latencies: number[] = [];
  let missing = 0;
  for (const [marker, at] of sentAt) {
    const got = readers.arrivals.get(marker) ?? [];
    missing += count - got.length;
    for (const arrived of got) latencies.push(arrived - at);
  }
  return {
    readers: count,
    posts: options.posts,
    ratePerSecond: options.ratePerSecond,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: percentile(latencies, 100),
    missing,
  };
}
