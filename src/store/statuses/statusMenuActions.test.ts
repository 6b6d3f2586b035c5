import { describe, expect, it } from 'vitest';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { contextReceived } from './contexts';
import { selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { toggleConversationMute, togglePin, deleteStatus } from './statusActions';
import { loadTimeline } from '../timelines/timelineActions';

async function signedIn() {
  const t = createTestStore();
  const mine = statusJSON({ id: '600', account: t.me });
  const boostOfMine = statusJSON({ id: '601', reblog: mine });
  const other = statusJSON({ id: '602' });
  t.api.on('GET', '/api/v1/timelines/home', { body: [boostOfMine, other] });
  t.api.on('GET', '/api/v1/timelines/public', { body: [mine, other] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'public' }, mode: 'initial' }));
  t.store.dispatch(
    contextReceived({
      id: '602',
      context: { ancestors: ['600'], descendants: [], references: [] },
    }),
  );
  return { ...t, mine };
}

describe('delete', () => {
  it('removes the status and its boosts from every timeline and thread, then says "Post deleted"', async () => {
    const { store, api } = await signedIn();
    api.on('DELETE', '/api/v1/statuses/600', { body: { id: '600', text: 'x' } });
    await store.dispatch(deleteStatus('600'));
    const state = store.getState();
    expect(state.timelines.home?.items).toEqual(['602']);
    expect(state.timelines.public?.items).toEqual(['602']);
    expect(state.contexts['602']?.ancestors).toEqual([]);
    expect(selectStatus(state, '600')).toBeUndefined();
    expect(selectStatus(state, '601')).toBeUndefined();
    expect(state.alerts.items).toEqual([
      expect.objectContaining({
        severity: 'info',
        message: expect.objectContaining({ defaultMessage: 'Post deleted' }) as unknown,
      }),
    ]);
  });

  it('keeps the status and raises the error alert when the server refuses', async () => {
    const { store, api } = await signedIn();
    api.on('DELETE', '/api/v1/statuses/600', { status: 403, body: { error: 'Not yours' } });
    await store.dispatch(deleteStatus('600'));
    expect(store.getState().timelines.public?.items).toEqual(['600', '602']);
    expect(store.getState().alerts.items).toEqual([
      expect.objectContaining({ title: '403', message: 'Not yours' }),
    ]);
  });
});

describe('pin and conversation mute', () => {
  it('POSTs pin and mute and keeps what the server says', async () => {
    const { store, api, mine } = await signedIn();
    api.on('POST', '/api/v1/statuses/600/pin', { body: { ...mine, pinned: true } });
    api.on('POST', '/api/v1/statuses/600/mute', { body: { ...mine, pinned: true, muted: true } });
    await store.dispatch(togglePin({ id: '600', value: true }));
    await store.dispatch(toggleConversationMute({ id: '600', value: true }));
    expect(selectStatus(store.getState(), '600')).toMatchObject({ pinned: true, muted: true });
    expect(api.requestsTo('POST', '/api/v1/statuses/600/pin')).toHaveLength(1);
    api.on('POST', '/api/v1/statuses/600/unmute', { body: { ...mine, muted: false } });
    await store.dispatch(toggleConversationMute({ id: '600', value: false }));
    expect(selectStatus(store.getState(), '600')?.muted).toBe(false);
  });
});
