import { describe, expect, it } from 'vitest';
import { MARKER_THROTTLE_MS } from '../constants';
import reducer, { markerRead, markersReceived, markersSent } from './markers';

describe('markers', () => {
  it('throttles at 5 minutes', () => {
    expect(MARKER_THROTTLE_MS).toBe(300_000);
  });
  it('queues a read position only when newer than the stored marker', () => {
    let state = reducer(undefined, markersReceived({ notifications: '100' }));
    state = reducer(state, markerRead({ timeline: 'notifications', id: '99' }));
    expect(state.pending.notifications).toBeNull();
    state = reducer(state, markerRead({ timeline: 'notifications', id: '1000' }));
    expect(state.pending.notifications).toBe('1000');
    state = reducer(state, markersSent({ notifications: '1000' }));
    expect(state.stored.notifications).toBe('1000');
    expect(state.pending.notifications).toBeNull();
  });
  it("moves the home marker wherever the reader's place goes, older too", () => {
    let state = reducer(undefined, markersReceived({ home: '100' }));
    state = reducer(state, markerRead({ timeline: 'home', id: '90' }));
    expect(state.pending.home).toBe('90');
    state = reducer(state, markerRead({ timeline: 'home', id: '100' }));
    expect(state.pending.home).toBeNull();
    state = reducer(state, markerRead({ timeline: 'home', id: '80' }));
    state = reducer(state, markersSent({ home: '80' }));
    expect(state.stored.home).toBe('80');
  });
});
