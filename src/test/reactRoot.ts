import { act } from './act';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root in a fresh container for each test of a jsdom test file, unmounted after it.
 * `setUp` runs first (stubs that the render needs).
 */
export function withTestRoot(setUp: () => void = () => {}) {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    setUp();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('withTestRoot: used outside a test');
    return value;
  };
  return {
    get container() {
      return started(container);
    },
    get root() {
      return started(root);
    },
  };
}

/** For screens that ask which layout applies: jsdom has no media queries, none matches. */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
