import { describe, expect, it, vi } from 'vitest';
import { openStreamingInWorker, type StreamingWorker } from './streamingInWorker';
import type { StreamingCommand, StreamingReport } from './streamingWorkerMessages';

function fakeWorker() {
  const worker: StreamingWorker & { sent: StreamingCommand[]; terminated: boolean } = {
    sent: [],
    terminated: false,
    onmessage: null,
    postMessage(command) {
      this.sent.push(command);
    },
    terminate() {
      this.terminated = true;
    },
  };
  const report = (data: StreamingReport) =>
    worker.onmessage?.({ data } as MessageEvent<StreamingReport>);
  return { worker, report };
}

describe('streaming in a worker', () => {
  it('opens, subscribes and closes through messages, and hands over events in order', () => {
    const { worker, report } = fakeWorker();
    const onEvent = vi.fn();
    const onStatus = vi.fn();
    const connection = openStreamingInWorker(() => worker, {
      streamingUrl: null,
      origin: 'https://sandbox.example',
      token: 'tok',
      onEvent,
      onStatus,
    });
    connection.subscribe('hashtag', { tag: 'cats' });
    expect(worker.sent).toEqual([
      { type: 'open', streamingUrl: null, origin: 'https://sandbox.example', token: 'tok' },
      { type: 'subscribe', stream: 'hashtag', params: { tag: 'cats' } },
    ]);
    report({ type: 'status', status: 'online' });
    report({
      type: 'events',
      events: [
        { type: 'delete', stream: ['user'], statusId: '1' },
        { type: 'delete', stream: ['user'], statusId: '2' },
      ],
    });
    expect(onStatus).toHaveBeenCalledWith('online');
    expect(onEvent.mock.calls.map(([e]) => (e as { statusId: string }).statusId)).toEqual([
      '1',
      '2',
    ]);
    connection.close();
    expect(worker.sent[worker.sent.length - 1]).toEqual({ type: 'close' });
    expect(worker.terminated).toBe(true);
    report({ type: 'events', events: [{ type: 'delete', stream: ['user'], statusId: '3' }] });
    expect(onEvent).toHaveBeenCalledTimes(2);
  });
});
