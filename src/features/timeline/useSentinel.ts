import { useEffect, useRef } from 'react';

/** Calls back when the sentinel element enters or leaves the visible area. */
export function useSentinel<T extends Element>(
  onChange: (visible: boolean) => void,
  rootMargin = '0px',
) {
  const ref = useRef<T>(null);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) callback.current(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin]);
  return ref;
}
