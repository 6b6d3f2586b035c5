// @vitest-environment jsdom
import { act } from '../../test/act';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../../test/reactRoot';
import { useNearEnd } from './useNearEnd';

let report: (isIntersecting: boolean) => void = () => {};

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

const env = withTestRoot(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

function List({ canLoad, load }: { canLoad: boolean; load: () => void }) {
  const ref = useNearEnd<HTMLDivElement>(canLoad, load);
  return <div ref={ref} />;
}

describe('infinite scroll near the end of a list', () => {
  it('loads when the end comes near and loading is allowed', () => {
    const load = vi.fn();
    act(() => env.root.render(<List canLoad load={load} />));
    act(() => report(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again once allowed when the end stayed near', () => {
    const load = vi.fn();
    act(() => env.root.render(<List canLoad={false} load={load} />));
    act(() => report(true));
    expect(load).not.toHaveBeenCalled();
    act(() => env.root.render(<List canLoad load={load} />));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load when the end has gone out of reach', () => {
    const load = vi.fn();
    act(() => env.root.render(<List canLoad={false} load={load} />));
    act(() => report(true));
    act(() => report(false));
    act(() => env.root.render(<List canLoad load={load} />));
    expect(load).not.toHaveBeenCalled();
  });
});
