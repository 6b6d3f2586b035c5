import { playerKeyAction } from '../status/media/player/playerRules';
import { HOTKEYS, type HotkeyCommand } from './hotkeyTable';

/** How long a sequence's first key waits for the next (Mastodon's second). */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** The parts of a key press the rules read (a DOM KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

export interface HotkeyMatch {
  command: HotkeyCommand;
  /** The key as the table writes it (a digit for `1-9`). */
  key: string;
}

const NAMED_KEYS: Record<string, string> = {
  Enter: 'enter',
  Escape: 'esc',
  Esc: 'esc',
  Backspace: 'backspace',
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** A key as the table writes it: named keys in lower case, letters whatever the caps lock. */
export const normalizeKey = (key: string): string =>
  NAMED_KEYS[key] ?? (key.length === 1 ? key.toLowerCase() : key);

/** Ctrl and meta belong to the browser and the composer (Ctrl+Enter): never a shortcut. */
export const hasBrowserModifier = (press: KeyPress) => press.ctrlKey || press.metaKey;

const inRange = (token: string, key: string) => {
  const range = /^(.)-(.)$/.exec(token);
  return range !== null && key.length === 1 && key >= (range[1] ?? '') && key <= (range[2] ?? '');
};

type Kind = 'single' | 'combo' | 'sequence';
/** A sequence wins over a combination, which wins over a single key (Mastodon's order). */
const PRIORITY: Record<Kind, number> = { single: 0, combo: 1, sequence: 2 };

function matchToken(token: string, press: KeyPress, key: string, buffered: readonly string[]) {
  if (token.startsWith('alt+')) {
    // By the physical key: alt turns letters into other characters on some layouts.
    const letter = token.slice(4);
    const matches = press.altKey && press.code === `Key${letter.toUpperCase()}`;
    return matches ? { kind: 'combo' as const, key: token } : null;
  }
  if (press.altKey) return null;
  if (token.includes(' ')) {
    const parts = token.split(' ');
    const start = parts.slice(0, -1);
    const tail = buffered.slice(-start.length);
    const matches =
      key === parts[parts.length - 1] &&
      tail.length === start.length &&
      tail.every((k, i) => k === start[i]);
    return matches ? { kind: 'sequence' as const, key: token } : null;
  }
  if (token === key) return { kind: 'single' as const, key };
  return inRange(token, key) ? { kind: 'single' as const, key } : null;
}

/**
 * The command a key press means after the keys `buffered` (pressed within the last second,
 * normalised), or null. Ctrl and meta never mean one.
 */
export function matchHotkey(press: KeyPress, buffered: readonly string[]): HotkeyMatch | null {
  if (hasBrowserModifier(press)) return null;
  const key = normalizeKey(press.key);
  let best: (HotkeyMatch & { priority: number }) | null = null;
  for (const entry of HOTKEYS) {
    for (const token of entry.keys) {
      const found = matchToken(token, press, key, buffered);
      if (!found) continue;
      const priority = PRIORITY[found.kind];
      if (!best || priority > best.priority)
        best = { command: entry.command, key: found.key, priority };
    }
  }
  return best ? { command: best.command, key: best.key } : null;
}

/** Fields that take typing: what is typed there is text, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  // Some DOMs (test ones) do not compute isContentEditable: the attribute says it too.
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Widgets that take the keys themselves (an open menu, a listbox). */
export const isInKeyedWidget = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[role="menu"], [role="listbox"]') !== null;

/** A modal dialog is open: its own keys only (Esc closes it). */
export const isDialogOpen = (doc: Document): boolean =>
  doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]') !==
  null;

/** Enter on a link or button presses it; it does not open the post around it. */
export const isActivatable = (target: EventTarget | null): boolean =>
  target instanceof Element &&
  target.closest('a, button, summary, [role="button"], [role="link"], audio, video') !== null;

/**
 * A key of the media player's own pressed while it has focus: the player's, even when it
 * has nothing to do with it then (f on audio, a frame step while playing).
 */
export const isPlayerKey = (press: KeyPress, target: EventTarget | null): boolean =>
  target instanceof Element &&
  target.closest('.player') !== null &&
  playerKeyAction(press.key) !== null;

/** Whether a key press may act as a shortcut at all, from where it was pressed. */
export function mayHandle(press: KeyPress, target: EventTarget | null, doc: Document): boolean {
  if (hasBrowserModifier(press) || isDialogOpen(doc)) return false;
  return !isTypingTarget(target) && !isInKeyedWidget(target) && !isPlayerKey(press, target);
}
