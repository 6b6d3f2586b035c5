// @vitest-environment jsdom
import { act } from '../../test/act';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../store/session/sessionActions';
import { statusJSON } from '../../test/fixtures';
import { clickButton, renderPage } from '../../test/renderPage';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { Component as StatusPage } from './StatusPage';

const env = withTestRoot(() => {
  stubMatchMedia();
  // jsdom has neither: the page scrolls to the post once its thread is there.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("a post's page", () => {
  it('shows the post when its thread fails, with Try again asking the thread alone', async () => {
    const t = createTestStore();
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    t.api.on('GET', '/api/v1/statuses/42', {
      body: statusJSON({ id: '42', content: '<p>The post itself</p>' }),
    });
    t.api.on('GET', '/api/v1/statuses/42/context', { status: 502, body: { error: 'Bad gateway' } });
    await renderPage(env.root, t.store, {
      url: '/statuses/42',
      route: '/statuses/:statusId',
      element: <StatusPage />,
    });
    await settle();
    expect(env.container.textContent).toContain('The post itself');
    expect(env.container.querySelector('.load-failure')?.textContent).toContain('Try again');
    expect(t.store.getState().alerts.items).toEqual([]);

    t.api.on('GET', '/api/v1/statuses/42/context', {
      body: { ancestors: [], descendants: [statusJSON({ id: '43', content: '<p>A reply</p>' })] },
    });
    clickButton(env.container, 'Try again');
    await settle();
    expect(env.container.querySelector('.load-failure')).toBeNull();
    expect(env.container.textContent).toContain('A reply');
    expect(t.api.requestsTo('GET', '/api/v1/statuses/42')).toHaveLength(1);
  });
});
