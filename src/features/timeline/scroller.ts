/**
 * What a feed scrolls in: the window (single column, mobile) or a deck column's body.
 */
export interface Scroller {
  /** Where the scrolled viewport is on screen (client coordinates) and how tall it is. */
  viewport(): { top: number; height: number };
  /** How far it is scrolled: a jump elsewhere (the new posts button) changes it. */
  offset(): number;
  scrollBy(delta: number): void;
  /** Where its scroll events are dispatched. */
  events: Window | HTMLElement;
  /** The element whose scroll it is (the root element for the window). */
  element: HTMLElement;
}

const windowScroller: Scroller = {
  viewport: () => ({ top: 0, height: window.innerHeight }),
  offset: () => window.scrollY,
  scrollBy: (delta) => window.scrollBy(0, delta),
  events: window,
  get element() {
    return document.documentElement;
  },
};

function elementScroller(element: HTMLElement): Scroller {
  return {
    viewport: () => ({
      top: element.getBoundingClientRect().top + element.clientTop,
      height: element.clientHeight,
    }),
    offset: () => element.scrollTop,
    scrollBy: (delta) => {
      element.scrollTop += delta;
    },
    events: element,
    element,
  };
}

/** The nearest ancestor that scrolls vertically, or the window. */
export function scrollerOf(element: Element): Scroller {
  for (let el = element.parentElement; el && el !== document.body; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll') return elementScroller(el);
  }
  return windowScroller;
}
