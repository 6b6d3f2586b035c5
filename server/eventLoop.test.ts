import { describe, expect, it } from 'vitest';
import { slices } from './eventLoop';

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('slices', () => {
  it('lets the event loop turn once a slice of work has run, and not before', async () => {
    const slice = slices(5);
    let turned = false;
    setImmediate(() => (turned = true));
    await slice();
    expect(turned).toBe(false);
    busy(6);
    await slice();
    expect(turned).toBe(true);
  });

  it('bounds how long a sliced loop holds the thread', async () => {
    const slice = slices(5);
    const gaps: number[] = [];
    let last = performance.now();
    const ticking = setInterval(() => {
      gaps.push(performance.now() - last);
      last = performance.now();
    }, 0);
    for (let i = 0; i < 40; i++) {
      await slice();
      busy(1);
    }
    clearInterval(ticking);
    expect(gaps.length).toBeGreaterThan(3);
  });
});
