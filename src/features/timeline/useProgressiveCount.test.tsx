// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './useProgressiveCount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let frames: FrameRequestCallback[] = [];
let container: HTMLDivElement;
let root: Root;
const seen: number[] = [];

function Probe({ total }: { total: number }) {
  const shown = useProgressiveCount(total, 5);
  seen.push(shown);
  return <output>{shown}</output>;
}

const shown = () => Number(container.querySelector('output')?.textContent);
const render = (total: number) => act(() => root.render(<Probe total={total} />));
/** Runs the frames asked for so far, as the browser would on its next frame. */
const nextFrame = () =>
  act(() => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  });

beforeEach(() => {
  frames = [];
  seen.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
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
