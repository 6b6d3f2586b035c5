import { useEffect, useState } from 'react';

/**
 * False while a component's first render is painted, true from the render after it. Effects
 * run after the browser has painted (Preact schedules them past the next frame), so what waits
 * for this comes a frame after the rest of the screen, not in its task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    setPainted(true);
  }, []);
  return painted;
}
