import { describe, expect, it } from 'vitest';
import { accountJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { composeChanged } from '../compose/draft';
import { selectDraft } from '../compose/draftSelectors';
import { connectSession } from './sessionActions';
import { chooseDefaultQuotePolicy, savePostingDefaults } from './postingDefaultsActions';

const credentials = (privacy: string) => ({
  body: {
    ...accountJSON({ id: '1' }),
    source: { privacy, sensitive: false, language: 'en', note: '', fields: [] },
  },
});

async function signedIn() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

describe('posting defaults', () => {
  it('sends the source to update_credentials, and an untouched draft takes it at once', async () => {
    const { store, api } = await signedIn();
    api.on('PATCH', '/api/v1/accounts/update_credentials', credentials('private'));
    await store.dispatch(savePostingDefaults({ privacy: 'private' }));
    expect(api.requestsTo('PATCH', '/api/v1/accounts/update_credentials')[0]?.body).toEqual({
      source: { privacy: 'private' },
    });
    expect(store.getState().session.defaults.privacy).toBe('private');
    expect(selectDraft(store.getState()).privacy).toBe('private');
  });

  it('leaves a draft being written as it is', async () => {
    const { store, api } = await signedIn();
    api.on('PATCH', '/api/v1/accounts/update_credentials', credentials('private'));
    store.dispatch(composeChanged({ text: 'half a thought' }));
    await store.dispatch(savePostingDefaults({ privacy: 'private' }));
    expect(selectDraft(store.getState()).privacy).toBe('unlisted');
  });

  it('goes back when the server refuses, with an alert', async () => {
    const { store, api } = await signedIn();
    api.on('PATCH', '/api/v1/accounts/update_credentials', {
      status: 422,
      body: { error: 'Validation failed' },
    });
    await store.dispatch(savePostingDefaults({ language: 'ja' }));
    expect(store.getState().session.defaults.language).toBe('en');
    expect(store.getState().alerts.items).toHaveLength(1);
  });

  it('keeps the quote policy in the settings and gives it to a fresh draft', async () => {
    const { store } = await signedIn();
    store.dispatch(chooseDefaultQuotePolicy('followers'));
    expect(store.getState().settings.defaultQuotePolicy).toBe('followers');
    expect(selectDraft(store.getState()).quotePolicy).toBe('followers');
  });
});
