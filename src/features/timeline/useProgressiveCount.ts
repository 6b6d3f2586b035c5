import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` rows to render. Rows there when the list mounts render at
 * once (so a restored scroll position has its page to land on), and so do a few rows more
 * (a streamed status); a page of rows arriving later renders `step` at a time, one step per
 * frame and in a transition, so a page of statuses never costs one long task. A shrinking
 * list is followed at once.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(total);
  const shown = total - count <= step ? total : Math.max(count, step);
  // Everything shown counts as rendered, so a status streamed in later is one row more, not
  // a page that drops the last row for a frame.
  if (shown === total && count !== total) setCount(total);
  useEffect(() => {
    if (shown >= total) return undefined;
    const frame = requestAnimationFrame(() => {
      startTransition(() => setCount(Math.min(total, shown + step)));
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, total, step]);
  return shown;
}
