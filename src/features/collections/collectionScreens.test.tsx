// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../components/navigation/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../store/session/sessionActions';
import { instanceJSON } from '../../test/fixtures';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { NavigationPanel } from '../ui/NavigationPanel';
import { CollectionListPage } from './CollectionListPage';
import { CollectionTimelinePage } from './CollectionTimelinePage';

const env = withTestRoot(stubMatchMedia);
afterEach(() => vi.unstubAllGlobals());

async function render(capabilities: string[], screen: React.ReactNode) {
  const t = createTestStore();
  t.api.on('GET', '/api/v2/instance', {
    body: instanceJSON({ fedibird_capabilities: capabilities }),
  });
  t.api.on('GET', '/api/v1/lists', {
    body: [
      { id: '2', title: 'Work', replies_policy: 'list', exclusive: false },
      { id: '1', title: 'Friends', replies_policy: 'list', exclusive: false },
    ],
  });
  t.api.on('GET', /^\/api\/v1\/circles/, { body: [] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await act(async () => {
    env.root.render(
      <Provider store={t.store}>
        <IntlProvider locale="en">
          <MemoryRouter>{screen}</MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    await Promise.resolve();
  });
  return t;
}

const texts = (selector: string) =>
  [...env.container.querySelectorAll(selector)].map((el) => el.textContent);

describe('list and circle screens', () => {
  it('show lists by title, and always link to them when signed in', async () => {
    await render([], <CollectionListPage kind="lists" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(texts('.collection-list__link')).toEqual(['Friends', 'Work']);
    expect(texts('button[type="submit"]')).toEqual(['New list']);
    await render([], <NavigationPanel />);
    expect(texts('nav a')).toContain('Lists');
  });

  it('never ask a server without circles about them', async () => {
    const screens = [
      <CollectionListPage key="list" kind="circles" />,
      <CollectionTimelinePage key="item" kind="circles" id="3" />,
      <NavigationPanel key="nav" />,
    ];
    for (const screen of screens) {
      const { api } = await render([], screen);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(api.requests.filter((r) => r.path.startsWith('/api/v1/circles'))).toEqual([]);
    }
    expect(texts('nav a')).not.toContain('Circles');
  });

  it('link to circles where the server advertises them', async () => {
    await render(['visibility_limited', 'kmyblue_limited_scope'], <NavigationPanel />);
    expect(texts('nav a')).toContain('Circles');
  });
});
