import { nextTask, urgentTask } from '../../lib/frameQueue';
import type { MountedKeys } from './mountedRange';

export interface MountTasks {
  /** The range the next render mounts, while its task is still to run. */
  readonly wanted: MountedKeys | null;
  /** Mounts `keys` in a task of its own (the last range asked for, once). */
  request(keys: MountedKeys | null): void;
  /** Drops what is still to run. */
  cancel(): void;
}

/**
 * A scrolling feed's mounting, off the frame that asks for it. The range renders in a task of
 * its own, and the feed is laid out in the task after that, which the browser runs before its
 * next frame where it can (`urgentTask`): the new items' render, their style and layout, and
 * the frame that paints them are three tasks, not one. Laid out in the frame, a new post's
 * style and layout (10–15 ms at 4×) came on top of that frame's paint; laid out at the end of
 * the render's task, on top of the render. If a frame still comes between, it lays them out
 * as before and `layOut` finds nothing left to do.
 */
export function createMountTasks(
  commit: (keys: MountedKeys | null) => void,
  layOut: () => void,
): MountTasks {
  let wanted: MountedKeys | null = null;
  let mount: (() => void) | null = null;
  let layout: (() => void) | null = null;
  return {
    get wanted() {
      return wanted;
    },
    request(keys) {
      wanted = keys;
      mount ??= nextTask(() => {
        mount = null;
        const next = wanted;
        wanted = null;
        commit(next);
        layout ??= urgentTask(() => {
          layout = null;
          layOut();
        });
      });
    },
    cancel() {
      mount?.();
      layout?.();
      mount = null;
      layout = null;
      wanted = null;
    },
  };
}
