// @vitest-environment jsdom
import { act } from '../test/act';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { settingChanged } from '../store/session/settings';
import { withTestRoot } from '../test/reactRoot';
import { createTestStore } from '../test/testStore';
import { useReducedMotion } from './useReducedMotion';

/** A system preference the test changes, telling its listeners as a browser does. */
function fakeSystem() {
  const listeners = new Set<() => void>();
  const list = {
    matches: false,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(matches: boolean) {
      list.matches = matches;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const env = withTestRoot();

function Probe() {
  return <span>{String(useReducedMotion())}</span>;
}

function render() {
  const system = fakeSystem();
  const { store } = createTestStore();
  act(() =>
    env.root.render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    ),
  );
  const setting = (value: boolean) =>
    act(() => void store.dispatch(settingChanged({ path: ['reduceMotion'], value })));
  return { system, setting, shown: () => env.container.textContent };
}

describe('useReducedMotion', () => {
  it('is off while neither the setting nor the system asks for it', () => {
    expect(render().shown()).toBe('false');
  });

  it('follows the system preference as it changes', () => {
    const { system, shown } = render();
    system.set(true);
    expect(shown()).toBe('true');
    system.set(false);
    expect(shown()).toBe('false');
  });

  it("follows the 'Reduce motion' setting whatever the system says", () => {
    const { setting, shown } = render();
    setting(true);
    expect(shown()).toBe('true');
    setting(false);
    expect(shown()).toBe('false');
  });
});
