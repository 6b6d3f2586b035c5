/** Brings a column into view beside the others, smoothly unless motion is reduced. */
export function scrollColumnIntoView(element: Element | null) {
  if (!element) return;
  // The class says both the setting and the system's preference (useReduceMotionClass).
  const reduced = document.documentElement.classList.contains('reduce-motion');
  element.scrollIntoView({
    behavior: reduced ? 'auto' : 'smooth',
    block: 'nearest',
    inline: 'nearest',
  });
}
