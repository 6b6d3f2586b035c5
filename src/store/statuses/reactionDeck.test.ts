import { describe, expect, it } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { loadReactionDeck, saveReactionDeck } from './reactionDeck';
import { connectSession } from '../session/sessionActions';

async function signedIn() {
  const t = createTestStore();
  t.api.on('GET', '/api/v1/reaction_deck', {
    body: [
      { id: '0', name: '👍' },
      { id: '1', name: 'blobcat' },
    ],
  });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadReactionDeck());
  return t;
}

describe('the reaction deck', () => {
  it('reads the deck and POSTs the whole deck with emojis', async () => {
    const { store, api } = await signedIn();
    expect(store.getState().reactionDeck.names).toEqual(['👍', 'blobcat']);
    api.on('POST', '/api/v1/reaction_deck', {
      body: [
        { id: '0', name: 'blobcat' },
        { id: '1', name: '🎉' },
      ],
    });
    await store.dispatch(
      saveReactionDeck({ names: ['blobcat', '🎉'], previous: ['👍', 'blobcat'] }),
    );
    expect(api.requestsTo('POST', '/api/v1/reaction_deck')[0]?.body).toEqual({
      emojis: [
        { id: '0', name: 'blobcat' },
        { id: '1', name: '🎉' },
      ],
    });
    expect(store.getState().reactionDeck.names).toEqual(['blobcat', '🎉']);
  });

  it('puts the deck back when saving fails, with the alert', async () => {
    const { store, api } = await signedIn();
    api.on('POST', '/api/v1/reaction_deck', { status: 422, body: { error: 'Too many emojis' } });
    await store.dispatch(saveReactionDeck({ names: ['🎉'], previous: ['👍', 'blobcat'] }));
    expect(store.getState().reactionDeck.names).toEqual(['👍', 'blobcat']);
    expect(store.getState().alerts.items[0]).toMatchObject({
      title: '422',
      message: 'Too many emojis',
    });
  });
});
