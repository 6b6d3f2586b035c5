// @vitest-environment jsdom
import { act } from '../../test/act';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../store/session/sessionActions';
import { accountJSON } from '../../test/fixtures';
import { clickButton, renderPage } from '../../test/renderPage';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { Component as SearchPage } from './SearchPage';

const env = withTestRoot(stubMatchMedia);
afterEach(() => vi.unstubAllGlobals());

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the search page', () => {
  it('shows a failed search in place of the results, and Try again searches again', async () => {
    const t = createTestStore();
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    t.api.on('GET', '/api/v2/search', { status: 500, body: { error: 'Boom' } });
    await renderPage(env.root, t.store, {
      url: '/search?q=alice',
      route: '/search',
      element: <SearchPage />,
    });
    await settle();
    const failure = env.container.querySelector('.load-failure');
    expect(failure?.textContent).toContain('Try again');
    expect(t.store.getState().alerts.items).toEqual([]);

    t.api.on('GET', '/api/v2/search', {
      body: { accounts: [accountJSON({ id: '5', username: 'alice' })], statuses: [], hashtags: [] },
    });
    clickButton(env.container, 'Try again');
    await settle();
    expect(env.container.querySelector('.load-failure')).toBeNull();
    expect(env.container.textContent).toContain('alice');
    expect(t.api.requestsTo('GET', '/api/v2/search')).toHaveLength(2);
  });
});
