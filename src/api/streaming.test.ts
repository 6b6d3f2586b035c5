import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { accountJSON, statusJSON } from '../test/fixtures';
import {
  openStreaming,
  reconnectDelay,
  STREAMING_CONNECT_TIMEOUT_MS,
  streamingEndpoint,
  type StreamingEvent,
} from './streaming';

const latest = () => FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;

function open(token: string | null = 'tok') {
  const events: StreamingEvent[] = [];
  const statuses: string[] = [];
  const connection = openStreaming({
    streamingUrl: 'wss://streaming.example',
    origin: 'https://social.example',
    token,
    WebSocketImpl: FakeWebSocket as unknown as typeof WebSocket,
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    random: () => 1,
  });
  return { connection, events, statuses };
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('streamingEndpoint', () => {
  it('uses the streaming URL, else the origin as ws(s), with the token as access_token', () => {
    expect(streamingEndpoint('wss://streaming.example', 'https://s.example', 'a b')).toBe(
      'wss://streaming.example/api/v1/streaming?access_token=a+b',
    );
    expect(streamingEndpoint(null, 'http://localhost:8080', null)).toBe(
      'ws://localhost:8080/api/v1/streaming',
    );
    expect(streamingEndpoint('wss://x.example/api/v1/streaming/', 'https://s.example', null)).toBe(
      'wss://x.example/api/v1/streaming',
    );
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with jitter below the base', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(750);
  });
});

describe('openStreaming', () => {
  it('opens one socket and multiplexes subscriptions over it', () => {
    const { connection, statuses } = open();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(latest().url).toBe('wss://streaming.example/api/v1/streaming?access_token=tok');
    connection.subscribe('user');
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(statuses).toEqual(['online']);
    expect(latest().sent).toEqual([{ type: 'subscribe', stream: 'user' }]);
    connection.subscribe('hashtag', { tag: 'cats' });
    connection.subscribe('hashtag', { tag: 'cats' });
    connection.unsubscribe('hashtag', { tag: 'cats' });
    connection.unsubscribe('hashtag', { tag: 'dogs' });
    expect(latest().sent).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
      { type: 'unsubscribe', stream: 'hashtag', tag: 'cats' },
    ]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reconnects with backoff, re-subscribes, and says offline and online', () => {
    const { connection, statuses } = open();
    connection.subscribe('user');
    connection.subscribe('list', { list: '3' });
    latest().open();
    latest().drop();
    expect(statuses).toEqual(['online', 'offline']);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    latest().open();
    expect(statuses).toEqual(['online', 'offline', 'online']);
    expect(latest().sent).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'list', list: '3' },
    ]);
    // After a good connection the backoff starts again from 1 s.
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('gives up a connection that neither opens nor fails within 15 s, and tries again', () => {
    open();
    const first = latest();
    vi.advanceTimersByTime(STREAMING_CONNECT_TIMEOUT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // One that opens in time stays.
    latest().open();
    vi.advanceTimersByTime(STREAMING_CONNECT_TIMEOUT_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stops for good on close', () => {
    const { connection, statuses } = open();
    latest().open();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses).toEqual(['online']);
    connection.subscribe('user');
    expect(latest().sent).toEqual([]);
  });

  it('parses events into normalised data', () => {
    const { events } = open();
    latest().open();
    const socket = latest();
    socket.receive({
      stream: ['user'],
      event: 'update',
      payload: JSON.stringify(statusJSON({ id: '10', account: accountJSON({ id: 'a' }) })),
    });
    socket.receive({ stream: ['public'], event: 'delete', payload: '11' });
    socket.receive({
      stream: ['user'],
      event: 'status.update',
      payload: JSON.stringify(statusJSON({ id: '10' })),
    });
    socket.receive({
      stream: ['user:notification'],
      event: 'notification',
      payload: JSON.stringify({
        id: '300',
        type: 'favourite',
        created_at: '2026-01-01T00:00:00Z',
        group_key: 'favourite-10-1',
        account: accountJSON({ id: 'b' }),
        status: statusJSON({ id: '10' }),
      }),
    });
    socket.receive({ stream: ['user'], event: 'filters_changed' });
    socket.receive({ stream: ['user'], event: 'notifications_merged' });
    socket.receive({ stream: ['user'], event: 'announcement', payload: '{}' });
    expect(events.map((e) => e.type)).toEqual([
      'update',
      'delete',
      'status.update',
      'notification',
      'filters_changed',
      'notifications_merged',
    ]);
    expect(events[0]).toMatchObject({ type: 'update', stream: ['user'], statusId: '10' });
    expect(events[0]?.type === 'update' && events[0].bundle.accounts.map((a) => a.id)).toEqual([
      'a',
    ]);
    expect(events[1]).toEqual({ type: 'delete', stream: ['public'], statusId: '11' });
    expect(events[3]).toMatchObject({
      type: 'notification',
      notification: {
        id: '300',
        type: 'favourite',
        groupKey: 'favourite-10-1',
        accountId: 'b',
        statusId: '10',
      },
    });
  });

  it('drops bad payloads with a warning and keeps going', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events } = open();
    latest().open();
    latest().receive('not json');
    latest().receive({ stream: ['user'], event: 'update', payload: '{"id":"1"}' });
    latest().receive({ stream: ['user'], event: 'update', payload: '{broken' });
    latest().receive({ stream: ['user'], event: 'delete' });
    latest().receive({ error: 'Missing access token', status: 401 });
    latest().receive({ stream: ['public'], event: 'delete', payload: '12' });
    expect(warn).toHaveBeenCalledTimes(5);
    expect(events).toEqual([{ type: 'delete', stream: ['public'], statusId: '12' }]);
  });

  it('drops a notification a hide filter matched', () => {
    const { events } = open();
    latest().open();
    const filtered = statusJSON({
      filtered: [
        {
          filter: {
            id: 'f',
            title: 't',
            context: ['notifications'],
            expires_at: null,
            filter_action: 'hide',
          },
          keyword_matches: [],
          status_matches: [],
        },
      ],
    });
    latest().receive({
      stream: ['user:notification'],
      event: 'notification',
      payload: JSON.stringify({
        id: '301',
        type: 'mention',
        created_at: '2026-01-01T00:00:00Z',
        account: accountJSON(),
        status: filtered,
      }),
    });
    expect(events).toEqual([]);
  });
});

describe('openStreaming without a usable endpoint', () => {
  it('warns and does nothing on a bad URL, and retries when the socket cannot be made', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inert = openStreaming({
      streamingUrl: 'not a url',
      origin: 'also not',
      token: null,
      WebSocketImpl: FakeWebSocket as unknown as typeof WebSocket,
      onEvent: () => undefined,
    });
    inert.subscribe('user');
    inert.close();
    expect(FakeWebSocket.instances).toHaveLength(0);

    let failures = 1;
    class Flaky extends FakeWebSocket {
      constructor(url: string) {
        if (failures > 0) {
          failures -= 1;
          throw new DOMException('blocked', 'SecurityError');
        }
        super(url);
      }
    }
    const connection = openStreaming({
      streamingUrl: null,
      origin: 'https://s.example',
      token: null,
      WebSocketImpl: Flaky as unknown as typeof WebSocket,
      onEvent: () => undefined,
      random: () => 1,
    });
    expect(FakeWebSocket.instances).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    connection.close();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
