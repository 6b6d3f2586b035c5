import { describe, expect, it, vi } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { loadCustomEmojis } from './customEmojiActions';
import { connectSession } from './sessionActions';

const blobcat = {
  shortcode: 'blobcat',
  url: 'https://cdn.example/b.png',
  static_url: 'https://cdn.example/b.png',
  visible_in_picker: true,
};

/** A session whose first screen is not done yet: the scheduled list request waits in `later`. */
async function connectedBeforeFirstScreenDone() {
  const later: (() => void)[] = [];
  const test = createTestStore({
    deps: {
      afterFirstScreen: (run) => {
        later.push(run);
        return () => undefined;
      },
    },
  });
  await test.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return { ...test, later };
}

const shortcodes = (store: ReturnType<typeof createTestStore>['store']) =>
  store.getState().session.customEmojis.map((e) => e.shortcode);

describe('the custom emoji list', () => {
  it('comes at once for a screen that needs it before the first screen is done, and is asked for once', async () => {
    const { store, api, later } = await connectedBeforeFirstScreenDone();
    api.on('GET', '/api/v1/custom_emojis', { body: [blobcat] });
    expect(api.requestsTo('GET', '/api/v1/custom_emojis')).toHaveLength(0);

    const screens = [store.dispatch(loadCustomEmojis()), store.dispatch(loadCustomEmojis())];
    await Promise.all(screens);
    expect(shortcodes(store)).toEqual(['blobcat']);
    // The first screen's end comes later: the list is in, nothing is asked again.
    later.forEach((run) => run());
    await vi.waitFor(() => expect(store.getState().session.customEmojiLoad).toBe('loaded'));
    expect(api.requestsTo('GET', '/api/v1/custom_emojis')).toHaveLength(1);
  });

  it('is asked for again by the next screen that needs it after a failure', async () => {
    const { store, api } = await connectedBeforeFirstScreenDone();
    api.on('GET', '/api/v1/custom_emojis', { status: 503, body: { error: 'busy' } });
    await store.dispatch(loadCustomEmojis());
    expect(shortcodes(store)).toEqual([]);
    expect(store.getState().alerts.items).toEqual([]);

    api.on('GET', '/api/v1/custom_emojis', { body: [blobcat] });
    await store.dispatch(loadCustomEmojis());
    expect(shortcodes(store)).toEqual(['blobcat']);
    expect(api.requestsTo('GET', '/api/v1/custom_emojis')).toHaveLength(2);
  });

  it("is another server's own: a session on another server drops the list and asks again", async () => {
    const { store, api } = await connectedBeforeFirstScreenDone();
    api.on('GET', '/api/v1/custom_emojis', { body: [blobcat] });
    await store.dispatch(loadCustomEmojis());
    expect(shortcodes(store)).toEqual(['blobcat']);

    await store.dispatch(connectSession({ origin: 'https://other.example', token: 'tok2' }));
    expect(shortcodes(store)).toEqual([]);
    expect(store.getState().session.customEmojiLoad).toBe('none');
  });
});
