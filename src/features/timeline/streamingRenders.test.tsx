// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../components/navigation/router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../store/session/sessionActions';
import { act } from '../../test/act';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { countCommits } from '../../test/renderCommits';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { PENDING_COUNT_THROTTLE_MS } from '../../store/constants';
import { ComposePanel } from '../compose/ComposePanel';
import { NavigationPanel } from '../ui/NavigationPanel';
import { Timeline } from './Timeline';

/** Renders of each status's header, by status id: one per render of the status's article. */
const headerRenders = new Map<string, number>();
vi.mock('../../components/status/StatusHeader', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../components/status/StatusHeader')>();
  return {
    ...original,
    StatusHeader(props: Parameters<typeof original.StatusHeader>[0]) {
      headerRenders.set(props.status.id, (headerRenders.get(props.status.id) ?? 0) + 1);
      return original.StatusHeader(props);
    },
  };
});

let reportTop: (isTop: boolean) => void = () => {};
class FakeIntersectionObserver {
  constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    if (element.classList.contains('timeline__top-sentinel'))
      reportTop = (isTop) => this.callback([{ isIntersecting: isTop }]);
  }
  disconnect() {}
}

const env = withTestRoot(() => {
  stubMatchMedia();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => headerRenders.clear());

const author = accountJSON({ id: '2', username: 'alice', display_name: 'Alice' });
const { commits, Region, reset, stop } = countCommits([
  'compose',
  'navigation',
  'timeline',
] as const);
afterAll(stop);
const counted = (id: keyof typeof commits, children: ReactNode) => (
  <Region region={id}>{children}</Region>
);

/** Lets frames pass until the DOM shows what is awaited (or a second has gone). */
async function until(shown: () => boolean) {
  for (let waited = 0; !shown() && waited < 1_000; waited += 20) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

async function renderHome() {
  FakeWebSocket.instances = [];
  const t = createTestStore({ deps: { WebSocket: FakeWebSocket as unknown as typeof WebSocket } });
  const page = Array.from({ length: 5 }, (_, i) =>
    statusJSON({ id: String(100 - i), account: { ...author, statuses_count: 5 } }),
  );
  t.api.on('GET', '/api/v1/timelines/home', { body: page });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await act(async () => {
    env.root.render(
      <Provider store={t.store}>
        <IntlProvider locale="en">
          <MemoryRouter>
            {counted('navigation', <NavigationPanel />)}
            {counted('compose', <ComposePanel />)}
            {counted(
              'timeline',
              <Timeline
                source={{ kind: 'home' }}
                label="Home"
                filterContext="home"
                emptyMessage=""
              />,
            )}
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // The windowed feed mounts its items a few per frame.
  await until(() => document.querySelectorAll('article').length === 5);
  // The composer's form loads once the first screen is up; let it, before counting.
  await until(() => document.querySelector('textarea') !== null);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const socket = FakeWebSocket.instances[0]!;
  act(() => socket.open());
  return { ...t, socket };
}

const me = accountJSON({ id: '1', username: 'me', display_name: 'Me' });

/** A post streamed in; its author's statuses_count grows with it, as on a server. */
const stream = (socket: FakeWebSocket, id: string, count: number, account = author) =>
  act(() =>
    socket.receive({
      stream: ['user'],
      event: 'update',
      payload: JSON.stringify(statusJSON({ id, account: { ...account, statuses_count: count } })),
    }),
  );

const resetCounts = () => {
  headerRenders.clear();
  reset();
};
const pendingButton = () => document.querySelector('button.load-pending')?.textContent;

describe('a streamed post renders', () => {
  it('into pending: no visible status, not the composer, not the navigation; only the count', async () => {
    const { socket } = await renderHome();
    act(() => reportTop(false));
    resetCounts();
    stream(socket, '200', 6);
    stream(socket, '201', 7);
    stream(socket, '202', 8, me);
    expect(headerRenders.size).toBe(0);
    expect(commits.compose).toBe(0);
    expect(commits.navigation).toBe(0);
    // The count's first change shows at once, the rest when its throttle allows.
    expect(commits.timeline).toBe(1);
    expect(pendingButton()).toBe('1 new post');
    await act(() => new Promise((resolve) => setTimeout(resolve, PENDING_COUNT_THROTTLE_MS + 50)));
    expect(pendingButton()).toBe('3 new posts');
    expect(headerRenders.size).toBe(0);
    expect(commits.compose + commits.navigation).toBe(0);
  });

  it('into a home at the top: only the new post', async () => {
    const { socket } = await renderHome();
    resetCounts();
    stream(socket, '200', 6);
    // The feed mounts the new entry on a frame (mountTasks.ts): let it land.
    await until(() => document.querySelector('article')?.getAttribute('data-id') === '200');
    expect(document.querySelector('article')?.getAttribute('data-id')).toBe('200');
    expect([...headerRenders]).toEqual([['200', 1]]);
    // The statuses below only move down a place.
    const posinset = (id: string) =>
      document.querySelector(`article[data-id="${id}"]`)?.getAttribute('aria-posinset');
    expect(posinset('200')).toBe('1');
    expect(posinset('100')).toBe('2');
    expect(commits.compose).toBe(0);
    expect(commits.navigation).toBe(0);
  });
});
