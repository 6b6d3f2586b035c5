/** What can take focus with Tab inside a dialog (before the checks of `focusableIn`). */
const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, summary, iframe, [contenteditable="true"], [tabindex]';

const isRendered = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * The elements Tab stops at inside `container`, in order: not disabled, not taken out of the
 * order (tabindex -1), not inert or hidden, and rendered (`shown`; layout says so in a page).
 */
export function focusableIn(
  container: HTMLElement,
  shown: (element: HTMLElement) => boolean = isRendered,
): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.closest('[inert], [hidden]') === null &&
      shown(element),
  );
}

/**
 * Where Tab (or Shift+Tab with `backwards`) sends focus to keep it inside a dialog, or null
 * when the browser's own move already stays inside. From the last item Tab goes to the first,
 * from the first Shift+Tab to the last; from anything else (the dialog itself, or focus
 * somehow outside) to the first or the last. With nothing to focus, focus stays put.
 */
export function trappedFocusTarget<T>(
  items: readonly T[],
  active: T | null,
  backwards: boolean,
): T | 'stay' | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return 'stay';
  if (active === null || !items.includes(active)) return backwards ? last : first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}
