import { describe, expect, it } from 'vitest';
import { createMountTasks } from './mountTasks';
import type { MountedKeys } from './mountedRange';

const range = (first: string, last: string): MountedKeys => ({ first, last });

/** Resolves once every task posted before it has run. */
const afterTasks = (n = 3) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : setTimeout(() => step(left - 1), 0));
    step(n);
  });

describe('mounting as a feed scrolls', () => {
  it('renders the last range asked for once, in a later task', async () => {
    const commits: (MountedKeys | null)[] = [];
    const mounts = createMountTasks(
      (keys) => commits.push(keys),
      () => {},
    );
    mounts.request(range('a', 'b'));
    mounts.request(range('a', 'c'));
    expect(commits).toEqual([]);
    expect(mounts.wanted).toEqual(range('a', 'c'));
    await afterTasks();
    expect(commits).toEqual([range('a', 'c')]);
    expect(mounts.wanted).toBeNull();
  });

  it('lays the feed out in the task after the render, not at its end', async () => {
    const log: string[] = [];
    const mounts = createMountTasks(
      () => {
        log.push('render');
        // Whatever else the render's task does runs before the next task.
        queueMicrotask(() => log.push("the render's task ends"));
      },
      () => log.push('layout'),
    );
    mounts.request(range('a', 'b'));
    await afterTasks();
    expect(log).toEqual(['render', "the render's task ends", 'layout']);
  });

  it('runs nothing once cancelled', async () => {
    const log: string[] = [];
    const mounts = createMountTasks(
      () => log.push('render'),
      () => log.push('layout'),
    );
    mounts.request(range('a', 'b'));
    mounts.cancel();
    await afterTasks();
    expect(log).toEqual([]);
    expect(mounts.wanted).toBeNull();
  });
});
