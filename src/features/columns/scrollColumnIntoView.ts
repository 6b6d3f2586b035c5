/** Brings a column into view beside the others, smoothly unless motion is reduced. */
export function scrollColumnIntoView(element: Element | null) {
  if (!element) return;
  const reduced =
    document.documentElement.classList.contains('reduce-motion') ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({
    behavior: reduced ? 'auto' : 'smooth',
    block: 'nearest',
    inline: 'nearest',
  });
}
