import { useSyncExternalStore } from 'react';

/**
 * One shared clock for every timestamp on screen, and whether full dates are written yet.
 *
 * A post's full date (a timestamp's title, an edited post's label) is the only date formatter
 * a screen in English needs, and the first date or number formatter a page makes loads the
 * browser's locale data: 70–100 ms of start-up with the CPU slowed 4×. So the first screen is
 * drawn without full dates, and they come in an idle moment after the frame that showed the
 * first of them was asked for (`fullDatesSoon`), at most 2 s later.
 */

/** How a full date is written: `Nov 27, 2026, 10:00 AM`. */
export const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export interface TimestampClock {
  now: number;
  fullDates: boolean;
}

let clock: TimestampClock = { now: Date.now(), fullDates: false };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

const tell = (next: TimestampClock) => {
  clock = next;
  listeners.forEach((l) => l());
};

/** From now on full dates are written. */
export function showFullDates(): void {
  if (!clock.fullDates) tell({ now: Date.now(), fullDates: true });
}

let asked = false;
/** Full dates once the next frame is drawn and the page is idle (at most 2 s after that). */
function fullDatesSoon(win: Window) {
  if (asked || clock.fullDates) return;
  asked = true;
  const idle = () => {
    // Safari has no idle callbacks.
    if ('requestIdleCallback' in win) win.requestIdleCallback(showFullDates, { timeout: 2_000 });
    else showFullDates();
  };
  win.requestAnimationFrame(() => win.setTimeout(idle, 0));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Subscribed once the component is in the page: the frame that shows it comes next.
  if (!clock.fullDates) fullDatesSoon(window);
  timer ??= setInterval(() => tell({ ...clock, now: Date.now() }), 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
const getClock = () => clock;

/**
 * The time now (moving every 30 s) and whether full dates may be written: a component that
 * shows one asks for them by following the clock, and renders again when they come.
 */
export function useTimestampClock(): TimestampClock {
  return useSyncExternalStore(subscribe, getClock, getClock);
}
