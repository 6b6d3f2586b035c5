import { describe, expect, it } from 'vitest';
import type { FeedLayout, RenderedFeed } from './feedDom';
import { historyPlaceOf, keepHistoryPlace, landingScroll } from './feedPlace';

/** Three items of 100px, the second mounted, the others in spacers; the feed 50px down the page. */
const rendered: RenderedFeed = { keys: ['a', 'b', 'c'], offsets: [0, 100, 200, 300] };
const layout = (feedTop: number): FeedLayout => ({
  feedTop,
  boundaries: [
    { top: 0, key: undefined, spacerStart: 0 },
    { top: 100, key: 'b', spacerStart: -1 },
    { top: 220, key: undefined, spacerStart: 2 },
  ],
});

describe('landing on a place by its item and offset', () => {
  it('scrolls so a mounted item’s top is the offset below the screen’s top', () => {
    // b's top is at 150 on screen; wanted 30px above the screen's top.
    expect(landingScroll(layout(50), rendered, { key: 'b', offset: -30 }, 0)).toBe(180);
  });

  it('finds an item inside a spacer by the heights measured, and none that is not there', () => {
    // c stands at 220 in the feed (its spacer's top), so at 270 on screen.
    expect(landingScroll(layout(50), rendered, { key: 'c', offset: 0 }, 0)).toBe(270);
    expect(landingScroll(layout(50), rendered, { key: 'z', offset: 0 }, 0)).toBeNull();
  });

  it('counts from the viewport’s top (a deck column below its header)', () => {
    expect(landingScroll(layout(50), rendered, { key: 'b', offset: 0 }, 40)).toBe(110);
  });
});

describe('places by history entry', () => {
  it('keeps each entry’s place per feed', () => {
    keepHistoryPlace('k1', 'timeline:home', { key: 'b', offset: -12 });
    keepHistoryPlace('k1', 'timeline:public', null);
    expect(historyPlaceOf('k1', 'timeline:home')).toEqual({ key: 'b', offset: -12 });
    expect(historyPlaceOf('k1', 'timeline:public')).toBeNull();
    expect(historyPlaceOf('k2', 'timeline:home')).toBeNull();
  });
});
