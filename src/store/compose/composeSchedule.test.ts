import { describe, expect, it } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { editScheduledPost } from '../scheduledStatuses/scheduledStatusActions';
import { normaliseScheduledStatus } from '../../entities/scheduledStatus';
import { submitCompose } from './composeActions';
import { composeChanged } from './draft';
import { restoreDraft } from './composeDraftStorage';

async function ready() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const scheduledJSON = (id: string, text: string, at: string) => ({
  id,
  scheduled_at: at,
  params: { text, visibility: 'public', media_ids: null, poll: null },
  media_attachments: [],
});

describe('scheduling from the composer', () => {
  it('sends scheduled_at, keeps the answer, resets the draft and says "Post scheduled."', async () => {
    const { store, api } = await ready();
    const at = inMinutes(30);
    api.on('POST', '/api/v1/statuses', { body: scheduledJSON('51', 'Later', at) });
    store.dispatch(composeChanged({ text: 'Later', scheduledAt: at }));
    await store.dispatch(submitCompose());
    expect(api.requestsTo('POST', '/api/v1/statuses')[0]?.body).toMatchObject({
      status: 'Later',
      scheduled_at: at,
    });
    expect(store.getState().scheduledStatuses.items.map((s) => s.id)).toEqual(['51']);
    expect(store.getState().draft).toMatchObject({ text: '', scheduledAt: null });
    expect(store.getState().alerts.items[0]?.message).toMatchObject({
      defaultMessage: 'Post scheduled.',
    });
  });

  it('sends nothing for a time less than 5 minutes ahead, and keeps the draft', async () => {
    const { store, api } = await ready();
    store.dispatch(composeChanged({ text: 'Too soon', scheduledAt: inMinutes(4) }));
    await store.dispatch(submitCompose());
    expect(api.requestsTo('POST', '/api/v1/statuses')).toHaveLength(0);
    expect(store.getState().draft.text).toBe('Too soon');
    expect(store.getState().composer.isSubmitting).toBe(false);
  });

  it('keeps the draft with its time when the server refuses', async () => {
    const { store, api } = await ready();
    const at = inMinutes(30);
    api.on('POST', '/api/v1/statuses', { status: 422, body: { error: 'Validation failed' } });
    store.dispatch(composeChanged({ text: 'Keep', scheduledAt: at }));
    await store.dispatch(submitCompose());
    expect(store.getState().draft).toMatchObject({ text: 'Keep', scheduledAt: at });
  });

  it('saving a scheduled post opened for editing schedules it anew, then cancels the old one', async () => {
    const { store, api } = await ready();
    const at = inMinutes(60);
    api.on('POST', '/api/v1/statuses', { body: scheduledJSON('61', 'Edited', at) });
    api.on('DELETE', '/api/v1/scheduled_statuses/60', { body: {} });
    store.dispatch(editScheduledPost(normaliseScheduledStatus(scheduledJSON('60', 'Old', at))));
    expect(store.getState().draft).toMatchObject({ text: 'Old', scheduledEditId: '60' });
    store.dispatch(composeChanged({ text: 'Edited' }));
    await store.dispatch(submitCompose());
    expect(api.requestsTo('DELETE', '/api/v1/scheduled_statuses/60')).toHaveLength(1);
    expect(store.getState().scheduledStatuses.items.map((s) => s.id)).toEqual(['61']);
    expect(store.getState().draft.scheduledEditId).toBeNull();
  });

  it('keeps the time as part of the saved draft', () => {
    const at = inMinutes(30);
    expect(restoreDraft({ scheduledAt: at, scheduledEditId: '60' })).toMatchObject({
      scheduledAt: at,
      scheduledEditId: '60',
    });
    expect(restoreDraft({ scheduledAt: 5 })).not.toHaveProperty('scheduledAt');
  });
});
