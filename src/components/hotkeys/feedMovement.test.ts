// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedArticles, moveFeedFocus, registerFeedMover, targetIndex } from './feedMovement';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('targetIndex', () => {
  it('steps to the next or previous post and stops at the ends', () => {
    expect(targetIndex(3, 0, 'next')).toBe(1);
    expect(targetIndex(3, 2, 'next')).toBeNull();
    expect(targetIndex(3, 1, 'previous')).toBe(0);
    expect(targetIndex(3, 0, 'previous')).toBeNull();
  });

  it('starts at the first post from nowhere, and 0 goes to the top', () => {
    expect(targetIndex(3, -1, 'next')).toBe(0);
    expect(targetIndex(3, 2, 'first')).toBe(0);
    expect(targetIndex(0, -1, 'next')).toBeNull();
  });
});

describe('moveFeedFocus', () => {
  const feedHtml = `
    <div role="feed" id="outer">
      <article tabindex="0" id="a"></article>
      <article tabindex="0" id="b"><div role="feed"><article id="nested"></article></div></article>
      <article tabindex="0" id="c"><article data-id="9" id="post"></article></article>
    </div>`;

  it("moves through a plain feed's own posts in order", () => {
    document.body.innerHTML = feedHtml;
    Element.prototype.scrollIntoView = vi.fn();
    const outer = document.getElementById('outer');
    if (!outer) throw new Error('no feed');
    expect(feedArticles(outer).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    document.getElementById('b')?.focus();
    moveFeedFocus(document, document.activeElement, 'next');
    expect(document.activeElement?.id).toBe('c');
    moveFeedFocus(document, document.activeElement, 'previous');
    expect(document.activeElement?.id).toBe('b');
    // From a post inside an item (a notification's), to the item before.
    moveFeedFocus(document, document.getElementById('post'), 'previous');
    expect(document.activeElement?.id).toBe('b');
  });

  it('leaves a feed that mounts its items itself to its mover', () => {
    document.body.innerHTML = feedHtml;
    const outer = document.getElementById('outer');
    if (!outer) throw new Error('no feed');
    const mover = vi.fn();
    const unregister = registerFeedMover(outer, mover);
    const from = document.getElementById('a');
    moveFeedFocus(document, from, 'next');
    expect(mover).toHaveBeenCalledWith(from, 'next');
    unregister();
  });
});
