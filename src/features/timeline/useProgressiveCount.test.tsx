// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../../test/reactRoot';
import { useProgressiveCount } from './useProgressiveCount';

let frames: FrameRequestCallback[] = [];
const seen: number[] = [];

const env = withTestRoot(() => {
  frames = [];
  seen.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => vi.unstubAllGlobals());

function Probe({ total }: { total: number }) {
  const shown = useProgressiveCount(total, 5);
  seen.push(shown);
  return <output>{shown}</output>;
}

const shown = () => Number(env.container.querySelector('output')?.textContent);
const render = (total: number) => act(() => env.root.render(<Probe total={total} />));
/** Runs the frames asked for so far, as the browser would on its next frame. */
const nextFrame = () =>
  act(() => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  });

describe('progressive rendering of a timeline', () => {
  it('renders rows present at mount all at once', () => {
    render(40);
    expect(shown()).toBe(40);
    expect(frames).toHaveLength(0);
  });

  it('renders a page arriving later a step per frame', () => {
    render(0);
    render(20);
    expect(shown()).toBe(5);
    nextFrame();
    expect(shown()).toBe(10);
    nextFrame();
    nextFrame();
    expect(shown()).toBe(20);
    nextFrame();
    expect(shown()).toBe(20);
    expect(Math.max(...seen)).toBe(20);
  });

  it('shows a few streamed rows at once', () => {
    render(20);
    render(23);
    expect(shown()).toBe(23);
  });

  it('follows a trim at once and grows again from there', () => {
    render(40);
    render(20);
    expect(shown()).toBe(20);
    render(40);
    expect(shown()).toBe(20);
    nextFrame();
    expect(shown()).toBe(25);
  });
});
