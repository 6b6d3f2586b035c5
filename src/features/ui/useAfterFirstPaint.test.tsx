// @vitest-environment jsdom
import { act } from 'preact/test-utils';
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe({ seen }: { seen: boolean[] }) {
  const painted = useAfterFirstPaint();
  seen.push(painted);
  return <p>{painted ? 'after' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true once effects have run', async () => {
    const root = document.createElement('div');
    const seen: boolean[] = [];
    render(<Probe seen={seen} />, root);
    expect(root.textContent).toBe('first');
    expect(seen).toEqual([false]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(root.textContent).toBe('after');
    expect(seen).toEqual([false, true]);
  });
});
