// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { itemKeyOf, renderedItem } from './feedDom';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A windowed feed as rendered: a mark before each item, spacers around the runs. */
function feed() {
  document.body.innerHTML = `
    <div role="feed" id="feed">
      <div data-feed-spacer="0"></div>
      <div data-feed-mark="a"></div>
      <article id="a"><button id="in-a">x</button></article>
      <div data-feed-mark="gap"></div>
      <button class="load-gap">more</button>
      <div data-feed-mark="n"></div>
      <article id="n"><div><article data-id="1" id="post"></article></div></article>
      <div data-feed-spacer="3"></div>
    </div>`;
  const element = document.getElementById('feed');
  if (!element) throw new Error('no feed');
  return element;
}

const byId = (id: string) => document.getElementById(id) ?? document.body;

describe('reading a windowed feed for the keyboard', () => {
  it('finds the item anything inside it belongs to', () => {
    const f = feed();
    expect(itemKeyOf(f, byId('in-a'))).toBe('a');
    expect(itemKeyOf(f, byId('post'))).toBe('n');
    expect(itemKeyOf(f, f.querySelector('[data-feed-spacer]') ?? f)).toBeNull();
  });

  it("finds an item's own article, none for an item without one, null when unmounted", () => {
    const f = feed();
    expect(renderedItem(f, 'a')?.id).toBe('a');
    expect(renderedItem(f, 'n')?.id).toBe('n');
    expect(renderedItem(f, 'gap')).toBeUndefined();
    expect(renderedItem(f, 'far')).toBeNull();
  });
});
