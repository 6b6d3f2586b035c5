import { describe, expect, it, vi } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { composeMounted, composeUploadStarted } from './composer';
import { DRAFT_FIELDS } from './composeDraftStorage';
import { composeChanged, composeReset } from './draft';
import { draftKey } from '../session/persistence';
import { sessionConnectionStarted } from '../session/session';
import { connectSession } from '../session/sessionActions';

describe('the saved draft and the composer on screen', () => {
  it('saves the draft slice in the stored shape, and nothing of the composer', async () => {
    const { store, deps } = createTestStore();
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    store.dispatch(composeMounted(true));
    store.dispatch(composeChanged({ text: 'kept', spoiler: true }));
    const key = draftKey(store.getState());
    await vi.waitFor(async () => expect(await deps.db.get(key)).toMatchObject({ text: 'kept' }));
    const stored = (await deps.db.get(key)) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual([...DRAFT_FIELDS].sort());
    expect(stored).toEqual(store.getState().draft);
  });

  it('resetting the draft clears the upload state but keeps the mounted count', () => {
    const { store } = createTestStore();
    store.dispatch(composeMounted(true));
    store.dispatch(composeUploadStarted(2));
    store.dispatch(
      composeReset({
        privacy: 'public',
        searchability: 'public',
        language: 'en',
        sensitive: false,
      }),
    );
    expect(store.getState().composer).toMatchObject({
      mounted: 1,
      isUploading: false,
      pendingUploads: 0,
    });
  });

  it('a new session starts both afresh', () => {
    const { store } = createTestStore();
    store.dispatch(composeMounted(true));
    store.dispatch(composeChanged({ text: 'gone' }));
    store.dispatch(sessionConnectionStarted({ origin: ORIGIN, token: 'tok' }));
    expect(store.getState().draft.text).toBe('');
    expect(store.getState().composer.mounted).toBe(0);
  });
});
