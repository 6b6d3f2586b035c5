import { describe, expect, it } from 'vitest';
import { mediaJSON } from '../../test/mediaFixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { composeChanged, composePollToggled } from './draft';
import { changeThumbnail, describeMedia, uploadFiles } from './composeUpload';
import { connectSession } from '../session/sessionActions';

async function ready(deps: Parameters<typeof createTestStore>[0] = {}) {
  const delays: number[] = [];
  const t = createTestStore({
    ...deps,
    deps: { delay: async (ms) => void delays.push(ms), ...deps.deps },
  });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return { ...t, delays };
}

const file = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
const alertTexts = (state: { alerts: { items: { message: unknown }[] } }) =>
  state.alerts.items.map((a) =>
    typeof a.message === 'string'
      ? a.message
      : (a.message as { defaultMessage: string }).defaultMessage,
  );

describe('media upload', () => {
  it('200: done at once, with progress capped at 100 and the media unattached', async () => {
    const progress: number[] = [];
    const { store, api } = await ready({
      deps: {
        upload: async (url, init, onProgress) => {
          onProgress(50, 200);
          progress.push(store.getState().composer.progress);
          onProgress(250, 200);
          progress.push(store.getState().composer.progress);
          return fetchVia(url, init);
        },
      },
    });
    const fetchVia = api.fetch;
    api.on('POST', '/api/v2/media', { body: mediaJSON({ id: '5' }) });
    const pending = store.dispatch(uploadFiles([file()]));
    expect(store.getState().composer).toMatchObject({ isUploading: true, pendingUploads: 1 });
    await pending;
    expect(progress).toEqual([25, 100]);
    expect(store.getState().composer).toMatchObject({ isUploading: false, pendingUploads: 0 });
    expect(store.getState().draft.media).toEqual([
      expect.objectContaining({ id: '5', unattached: true }),
    ]);
    expect(api.requestsTo('GET', /\/api\/v1\/media\//)).toHaveLength(0);
  });

  it('202: processing, polled after log2(attempt) s; each 206 waits longer, until 200', async () => {
    const { store, api, delays } = await ready();
    api.on('POST', '/api/v2/media', { status: 202, body: mediaJSON({ id: '6', url: null }) });
    let polls = 0;
    api.on('GET', '/api/v1/media/6', () => {
      polls += 1;
      return polls < 4
        ? { status: 206, body: mediaJSON({ id: '6', url: null }) }
        : { status: 200, body: mediaJSON({ id: '6' }) };
    });
    const pending = store.dispatch(uploadFiles([file()]));
    await pending;
    expect(delays).toEqual([0, 1000, Math.log2(3) * 1000, 2000]);
    expect(store.getState().draft.media[0]).toMatchObject({
      id: '6',
      url: 'https://sandbox.example/system/6.png',
    });
    expect(store.getState().composer.isProcessing).toBe(false);
  });

  it('sets sensitive with the first file when a content warning is on', async () => {
    const { store, api } = await ready();
    api.on('POST', '/api/v2/media', { body: mediaJSON() });
    store.dispatch(composeChanged({ spoiler: true, spoilerText: 'cw' }));
    await store.dispatch(uploadFiles([file()]));
    expect(store.getState().draft.sensitive).toBe(true);
  });

  it('refuses files beyond the limit, with a poll or with a quote', async () => {
    const { store, api } = await ready();
    await store.dispatch(uploadFiles([file(), file(), file(), file(), file()]));
    store.dispatch(composePollToggled());
    await store.dispatch(uploadFiles([file()]));
    store.dispatch(composePollToggled());
    store.dispatch(composeChanged({ quotedStatusId: '9' }));
    await store.dispatch(uploadFiles([file()]));
    expect(api.requestsTo('POST', '/api/v2/media')).toHaveLength(0);
    expect(alertTexts(store.getState())).toEqual([
      'File upload limit exceeded.',
      'File upload not allowed with polls.',
      'File upload not allowed with quotes.',
    ]);
  });

  it('a failed upload clears the pending count and alerts', async () => {
    const { store, api } = await ready();
    api.on('POST', '/api/v2/media', { status: 422, body: { error: 'Validation failed: nope' } });
    await store.dispatch(uploadFiles([file()]));
    expect(store.getState().composer).toMatchObject({ isUploading: false, pendingUploads: 0 });
    expect(store.getState().draft).toMatchObject({ media: [] });
    expect(alertTexts(store.getState())).toEqual(['Validation failed: nope']);
  });

  it('saves description and focus of unattached media with PATCH, focus with 2 decimals', async () => {
    const { store, api } = await ready();
    api.on('POST', '/api/v2/media', { body: mediaJSON({ id: '8' }) });
    api.on('PATCH', '/api/v1/media/8', { body: mediaJSON({ id: '8' }) });
    await store.dispatch(uploadFiles([file()]));
    await store.dispatch(
      describeMedia({ id: '8', description: 'A cat', focus: { x: 0.333, y: -0.5 } }),
    );
    expect(api.requestsTo('PATCH', '/api/v1/media/8')[0]?.body).toEqual({
      description: 'A cat',
      focus: '0.33,-0.50',
    });
    expect(store.getState().draft.media[0]).toMatchObject({ description: 'A cat' });
  });

  it('uploads a custom thumbnail for a video with PUT', async () => {
    const { store, api } = await ready();
    api.on('POST', '/api/v2/media', { body: mediaJSON({ id: '9', type: 'video' }) });
    api.on('PUT', '/api/v1/media/9', {
      body: mediaJSON({ id: '9', type: 'video', preview_url: 'https://sandbox.example/t.png' }),
    });
    await store.dispatch(uploadFiles([file()]));
    await store.dispatch(changeThumbnail({ id: '9', file: file() }));
    const [put] = api.requestsTo('PUT', '/api/v1/media/9');
    expect(String(put?.body)).toContain('name="thumbnail"');
    expect(store.getState().draft.media[0]?.previewUrl).toBe('https://sandbox.example/t.png');
    expect(store.getState().composer.thumbnailProgress).toBeNull();
  });
});
