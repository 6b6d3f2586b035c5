import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from '../../components/navigation/router';

const STORAGE_KEY = 'scroll-positions';
const KEPT = 100;

const readPositions = (): Map<string, number> => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (e): e is [string, number] =>
          Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
};

const positions = readPositions();

const remember = (key: string, y: number) => {
  positions.delete(key);
  positions.set(key, y);
  while (positions.size > KEPT) positions.delete(positions.keys().next().value ?? '');
};

const persist = () => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or denied: positions are kept for this page's life only.
  }
};

/** Frames a restore keeps trying while the page grows to the kept height (about a second). */
const RESTORE_FRAMES = 60;

/** Scrolls to `y`, again on later frames while the page is still too short, until the reader acts. */
function restoreTo(y: number): () => void {
  let frame = 0;
  let tries = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
      window.removeEventListener(type, stop);
  };
  const step = () => {
    // A feed that came meanwhile keeps its own place by its posts.
    if (document.querySelector('[role="feed"]')) {
      stop();
      return;
    }
    window.scrollTo(0, y);
    tries += 1;
    // Once the page is tall enough the place is reached; a feed that keeps its own place by
    // its posts takes over from there, so this does not pull against it.
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y - 1;
    if (reachable || tries >= RESTORE_FRAMES) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
    window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/**
 * Back and forward return to where the reader was on the page; a new page starts at the top.
 * The position is followed as the reader scrolls, so the one kept is from before the next page
 * changed the document's height; it is kept per history entry, across reloads of the tab.
 */
export function WindowScrollRestoration() {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();
  const current = useRef(key);

  useLayoutEffect(() => {
    current.current = key;
  }, [key]);

  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => remember(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  useLayoutEffect(() => {
    const kept = positions.get(key);
    // A page with a feed lands on its post by the feed's own kept place, not by a raw offset.
    const hasFeed = document.querySelector('[role="feed"]') !== null;
    if (navigation === NavigationType.Pop && kept !== undefined)
      return hasFeed ? undefined : restoreTo(kept);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (navigation !== NavigationType.Pop) window.scrollTo(0, 0);
    return undefined;
  }, [key, hash, navigation]);

  return null;
}
