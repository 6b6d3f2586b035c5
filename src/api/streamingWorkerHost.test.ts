import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStreamingMessage } from './streaming';
import type { StreamingSocketOptions } from './streamingSocket';
import {
  serveStreaming,
  type StreamingReader,
  type StreamingWorkerScope,
} from './streamingWorkerHost';
import {
  WORKER_BATCH_MS,
  type StreamingCommand,
  type StreamingReport,
} from './streamingWorkerMessages';

/** A worker scope the test talks to, a socket it drives, and a reader it hands over late. */
function worker() {
  const reports: StreamingReport[] = [];
  let listener: ((event: MessageEvent<StreamingCommand>) => void) | null = null;
  const scope: StreamingWorkerScope = {
    postMessage: (report) => reports.push(report),
    addEventListener: (_type, l) => {
      listener = l;
    },
  };
  let socket: StreamingSocketOptions | null = null;
  const opened = vi.fn((options: StreamingSocketOptions) => {
    socket = options;
    return { subscribe: vi.fn(), unsubscribe: vi.fn(), close: vi.fn() };
  });
  const loads: { resolve(read: StreamingReader): void; reject(error: Error): void }[] = [];
  const loadReader = vi.fn(
    () =>
      new Promise<StreamingReader>((resolve, reject) => {
        loads.push({ resolve, reject });
      }),
  );
  serveStreaming(scope, loadReader, opened);
  const command = (data: StreamingCommand) =>
    listener?.({ data } as MessageEvent<StreamingCommand>);
  const message = (statusId: string) =>
    JSON.stringify({ stream: ['user'], event: 'delete', payload: statusId });
  const received = () =>
    reports.map((r) =>
      r.type === 'status'
        ? r.status
        : r.events.map((e) => (e.type === 'delete' ? e.statusId : e.type)).join(','),
    );
  return {
    command,
    socket: () => socket!,
    opened,
    loadReader,
    loads,
    message,
    received,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const OPEN: StreamingCommand = {
  type: 'open',
  streamingUrl: null,
  origin: 'https://s.example',
  token: 't',
};

describe('the streaming worker', () => {
  it('opens the connection at once and loads the reader only with the first message', async () => {
    const w = worker();
    w.command(OPEN);
    expect(w.opened).toHaveBeenCalledTimes(1);
    w.socket().onStatus?.('online');
    // Nothing came yet: the reader is not asked for, and the page hears the connection is up.
    expect(w.loadReader).not.toHaveBeenCalled();
    expect(w.received()).toEqual(['online']);

    w.socket().onMessage(w.message('1'));
    w.socket().onMessage(w.message('2'));
    expect(w.loadReader).toHaveBeenCalledTimes(1);
    w.socket().onStatus?.('offline');
    w.socket().onStatus?.('online');
    w.socket().onMessage(w.message('3'));
    // Waiting for the reader: nothing more is told, not even the drop.
    expect(w.received()).toEqual(['online']);

    w.loads[0]!.resolve(readStreamingMessage);
    await vi.advanceTimersByTimeAsync(0);
    // What came before the drop, the drop, the return; then what came after, in one batch.
    expect(w.received()).toEqual(['online', '1,2', 'offline', 'online']);
    await vi.advanceTimersByTimeAsync(WORKER_BATCH_MS);
    expect(w.received()).toEqual(['online', '1,2', 'offline', 'online', '3']);

    // With the reader there, messages are read as they come and batched as before.
    w.socket().onMessage(w.message('4'));
    w.socket().onMessage('not json');
    w.socket().onMessage(w.message('5'));
    expect(w.received()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(WORKER_BATCH_MS);
    expect(w.received().at(-1)).toBe('4,5');
    expect(w.loadReader).toHaveBeenCalledTimes(1);
  });

  it('loads the reader when the page says so, before any message', async () => {
    const w = worker();
    w.command(OPEN);
    w.command({ type: 'warm' });
    w.command({ type: 'warm' });
    expect(w.loadReader).toHaveBeenCalledTimes(1);
    w.loads[0]!.resolve(readStreamingMessage);
    await vi.advanceTimersByTimeAsync(0);
    w.socket().onMessage(w.message('7'));
    await vi.advanceTimersByTimeAsync(WORKER_BATCH_MS);
    expect(w.received()).toEqual(['7']);
  });

  it('asks again with the next message when the reader failed to load, keeping what waited', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const w = worker();
    w.command(OPEN);
    w.socket().onMessage(w.message('1'));
    w.loads[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(console.warn).toHaveBeenCalled();
    expect(w.received()).toEqual([]);

    w.socket().onMessage(w.message('2'));
    expect(w.loadReader).toHaveBeenCalledTimes(2);
    w.loads[1]!.resolve(readStreamingMessage);
    await vi.advanceTimersByTimeAsync(WORKER_BATCH_MS);
    expect(w.received()).toEqual(['1,2']);
  });

  it('forgets what waited when the connection is closed', async () => {
    const w = worker();
    w.command(OPEN);
    w.socket().onMessage(w.message('1'));
    w.command({ type: 'close' });
    w.loads[0]!.resolve(readStreamingMessage);
    await vi.advanceTimersByTimeAsync(WORKER_BATCH_MS);
    expect(w.received()).toEqual([]);
  });
});
