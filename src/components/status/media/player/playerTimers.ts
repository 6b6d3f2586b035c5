import { PLAYER_CONTROLS_HIDE_MS, PLAYER_DOUBLE_CLICK_MS } from '../../../../store/constants';

export interface ClickSorter {
  /** A click: the single action waits 250 ms, a second click within it is a double click. */
  click(): void;
  cancel(): void;
}

/** Tells a single click (play/pause, after the wait) from a double click (full screen). */
export function sortClicks(
  onSingle: () => void,
  onDouble: () => void,
  windowMs = PLAYER_DOUBLE_CLICK_MS,
): ClickSorter {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    click() {
      if (timer) {
        cancel();
        onDouble();
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        onSingle();
      }, windowMs);
    },
    cancel,
  };
}

export interface IdleTimer {
  /** Pointer activity: the controls show, and hide again after 4000 ms of none. */
  poke(): void;
  cancel(): void;
}

export function idleTimer(onIdle: () => void, delayMs = PLAYER_CONTROLS_HIDE_MS): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    poke() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        onIdle();
      }, delayMs);
    },
    cancel,
  };
}
