// @vitest-environment jsdom
import { act } from '../../test/act';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_COUNT_THROTTLE_MS } from '../../store/constants';
import {
  timelinePageReceived,
  timelinePendingShown,
  timelineScrolled,
  timelinesStreamed,
} from '../../store/timelines/timelines';
import { withTestRoot } from '../../test/reactRoot';
import { createTestStore } from '../../test/testStore';
import { usePendingCount } from './usePendingCount';

const env = withTestRoot();
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const rendered: number[] = [];
function Count() {
  const count = usePendingCount('home');
  rendered.push(count);
  return <output>{count}</output>;
}

function renderCount() {
  rendered.length = 0;
  const { store } = createTestStore();
  store.dispatch(
    timelinePageReceived({
      key: 'home',
      items: [],
      mode: 'replace',
      hasMore: false,
      isPartial: false,
    }),
  );
  store.dispatch(timelineScrolled({ key: 'home', top: false }));
  act(() =>
    env.root.render(
      <Provider store={store}>
        <Count />
      </Provider>,
    ),
  );
  return store;
}

describe('the "new posts" count', () => {
  it('renders a growing count at most twice a second, ending on the last value', () => {
    const store = renderCount();
    expect(PENDING_COUNT_THROTTLE_MS).toBe(500);
    rendered.length = 0;
    // 50 posts a second for 2 seconds, one store update each.
    for (let i = 1; i <= 100; i += 1) {
      act(() => {
        store.dispatch(timelinesStreamed([{ key: 'home', id: String(1000 + i) }]));
        vi.advanceTimersByTime(20);
      });
    }
    act(() => {
      vi.advanceTimersByTime(PENDING_COUNT_THROTTLE_MS);
    });
    expect(rendered.length).toBeLessThanOrEqual(2 * (1000 / PENDING_COUNT_THROTTLE_MS) + 1);
    expect(rendered[0]).toBe(1);
    expect(rendered[rendered.length - 1]).toBe(100);
    expect(document.querySelector('output')?.textContent).toBe('100');
  });

  it('drops to zero at once when the posts are shown', () => {
    const store = renderCount();
    act(() => {
      store.dispatch(timelinesStreamed([{ key: 'home', id: '1001' }]));
      store.dispatch(timelinesStreamed([{ key: 'home', id: '1002' }]));
    });
    act(() => {
      store.dispatch(timelinePendingShown('home'));
    });
    expect(document.querySelector('output')?.textContent).toBe('0');
    act(() => {
      vi.advanceTimersByTime(PENDING_COUNT_THROTTLE_MS);
    });
    expect(document.querySelector('output')?.textContent).toBe('0');
  });
});
