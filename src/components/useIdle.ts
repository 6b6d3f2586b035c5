import { useEffect, useState } from 'react';

/** True once the browser has a moment to spare (or after 2 s at the latest). */
export function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
