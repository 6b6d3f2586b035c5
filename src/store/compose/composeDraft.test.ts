import { describe, expect, it } from 'vitest';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { composeChanged, composePollToggled, composeReset } from './draft';
import { submitCompose } from './composeActions';
import { memoryKeyValueStore } from '../deps';
import { connectSession } from '../session/sessionActions';
import { restoreDraft } from './composeDraftStorage';
import { settingChanged } from '../session/settings';

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('the draft survives a reload and a failed submit, per account', () => {
  it('comes back in a new store on the same storage', async () => {
    const db = memoryKeyValueStore();
    const first = createTestStore({ deps: { db } });
    await first.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    first.store.dispatch(
      composeChanged({ text: 'unfinished', spoiler: true, spoilerText: 'cw', privacy: 'private' }),
    );
    first.store.dispatch(composePollToggled());
    first.api.on('POST', '/api/v1/statuses', { status: 500, body: { error: 'Down' } });
    await first.store.dispatch(submitCompose());
    expect(first.store.getState().composer.isSubmitting).toBe(false);
    await settle();

    const second = createTestStore({ deps: { db } });
    await second.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await settle();
    expect(second.store.getState().draft).toMatchObject({
      text: 'unfinished',
      spoiler: true,
      spoilerText: 'cw',
      privacy: 'private',
      poll: { options: ['', ''], expiresIn: 86400, multiple: false },
      idempotencyKey: first.store.getState().draft.idempotencyKey,
    });
  });

  it('is empty after a successful post, and keeps the hashtags used', async () => {
    const db = memoryKeyValueStore();
    const first = createTestStore({ deps: { db } });
    await first.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    first.api.on('POST', '/api/v1/statuses', { body: statusJSON() });
    first.store.dispatch(composeChanged({ text: 'posted #gardening' }));
    await first.store.dispatch(submitCompose());
    await settle();
    const second = createTestStore({ deps: { db } });
    await second.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await settle();
    expect(second.store.getState().draft.text).toBe('');
    expect(second.store.getState().composer.tagHistory).toEqual(['gardening']);
  });

  it('reads back only well-typed fields', () => {
    expect(
      restoreDraft({
        text: 'ok',
        spoiler: 'yes',
        poll: { options: ['a'], expiresIn: 5 },
        media: [{ id: '1', type: 'image', description: 'd', focus: { x: 0, y: 1 } }, { nope: 1 }],
        editId: null,
      }),
    ).toEqual({
      text: 'ok',
      editId: null,
      media: [
        {
          id: '1',
          type: 'image',
          url: null,
          previewUrl: null,
          description: 'd',
          focus: { x: 0, y: 1 },
          unattached: true,
        },
      ],
    });
  });

  it('resets to the defaults, keeping nothing of the post', () => {
    const { store } = createTestStore();
    store.dispatch(composeChanged({ text: 'x', quotedStatusId: '5', spoiler: true }));
    store.dispatch(
      composeReset({ privacy: 'login', searchability: 'public', language: 'ja', sensitive: true }),
    );
    expect(store.getState().draft).toMatchObject({
      text: '',
      spoiler: false,
      quotedStatusId: null,
      poll: null,
      media: [],
      privacy: 'login',
      searchability: 'public',
      language: 'ja',
      sensitive: true,
      quotePolicy: 'public',
    });
  });
});

describe('stay_privacy', () => {
  it('makes the chosen privacy the default after a post that is not a reply', async () => {
    const { store, api } = createTestStore();
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    api.on('POST', '/api/v1/statuses', { body: statusJSON() });
    store.dispatch(settingChanged({ path: ['stayPrivacy'], value: true }));
    store.dispatch(composeChanged({ text: 'a', privacy: 'private' }));
    await store.dispatch(submitCompose());
    expect(store.getState().draft.privacy).toBe('private');
    store.dispatch(composeChanged({ text: 'b', privacy: 'public', inReplyToId: '5' }));
    await store.dispatch(submitCompose());
    expect(store.getState().draft.privacy).toBe('private');
  });
});
