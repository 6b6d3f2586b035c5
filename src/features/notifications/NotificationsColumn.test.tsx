// @vitest-environment jsdom
import { act } from '../../test/act';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../store/session/sessionActions';
import { accountJSON } from '../../test/fixtures';
import { never } from '../../test/fakeApi';
import { followPageJSON } from '../../test/notificationGroups';
import { clickButton, renderPage } from '../../test/renderPage';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { NotificationsColumn } from './NotificationsColumn';

/** Nothing scrolls in jsdom: no sentinel is ever seen. */
class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
}

const env = withTestRoot(() => {
  stubMatchMedia();
  vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 40)));

const page = followPageJSON(accountJSON({ id: '11', username: 'alice', display_name: 'Alice' }));

describe('the notifications column', () => {
  it('a hung load stops loading and says so in place; Try again loads it', async () => {
    const t = createTestStore({ deps: { requestTimeouts: { readMs: 20, writeMs: 20 } } });
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    t.api.on('GET', '/api/v2/notifications', never);
    await renderPage(env.root, t.store, {
      url: '/notifications',
      route: '*',
      element: <NotificationsColumn />,
    });
    await settle();
    expect(env.container.querySelector('.loading-indicator')).toBeNull();
    expect(env.container.querySelector('.load-failure')?.textContent).toContain('Try again');
    expect(env.container.textContent).not.toContain("You don't have any notifications yet.");
    expect(t.store.getState().alerts.items).toEqual([]);

    t.api.on('GET', '/api/v2/notifications', { body: page });
    clickButton(env.container, 'Try again');
    // The windowed feed mounts its items a few per frame.
    for (let i = 0; i < 25 && !env.container.textContent.includes('Alice'); i += 1) await settle();
    expect(env.container.querySelector('.load-failure')).toBeNull();
    expect(env.container.textContent).toContain('Alice');
  });
});
