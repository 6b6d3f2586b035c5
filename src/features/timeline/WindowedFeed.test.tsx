// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act } from '../../test/act';
import { withTestRoot } from '../../test/reactRoot';
import { WindowedFeed } from './WindowedFeed';

const env = withTestRoot();

interface Item {
  id: string;
  text: string;
}

describe('a windowed feed rendering again', () => {
  it('renders again only the items whose data or renderer changed', () => {
    const rendered: string[] = [];
    const renderItem = (item: Item) => {
      rendered.push(item.id);
      return <article>{item.text}</article>;
    };
    const items: Item[] = [
      { id: 'a', text: 'first' },
      { id: 'b', text: 'second' },
      { id: 'c', text: 'third' },
    ];
    const feed = (list: Item[], render: (item: Item) => ReactNode, busy: boolean) => (
      <WindowedFeed
        items={list}
        keys={list.map((i) => i.id)}
        renderItem={render}
        feedKey="test-feed"
        label="Test"
        busy={busy}
      />
    );
    act(() => env.root.render(feed(items, renderItem, false)));
    expect(rendered).toEqual(['a', 'b', 'c']);
    const texts = () => [...env.container.querySelectorAll('article')].map((a) => a.textContent);
    expect(texts()).toEqual(['first', 'second', 'third']);

    // The same items and renderer: the feed renders (it is busy now), its items do not.
    rendered.length = 0;
    act(() => env.root.render(feed(items, renderItem, true)));
    expect(env.container.querySelector('[role="feed"]')?.getAttribute('aria-busy')).toBe('true');
    expect(rendered).toEqual([]);
    expect(texts()).toEqual(['first', 'second', 'third']);

    // One item's data changed: that one.
    const changed = [items[0]!, { id: 'b', text: 'second, edited' }, items[2]!];
    act(() => env.root.render(feed(changed, renderItem, true)));
    expect(rendered).toEqual(['b']);
    expect(texts()).toEqual(['first', 'second, edited', 'third']);

    // Another renderer: all of them.
    rendered.length = 0;
    const shouting = (item: Item) => {
      rendered.push(item.id);
      return <article>{item.text.toUpperCase()}</article>;
    };
    act(() => env.root.render(feed(changed, shouting, true)));
    expect(rendered).toEqual(['a', 'b', 'c']);
    expect(texts()).toEqual(['FIRST', 'SECOND, EDITED', 'THIRD']);
  });
});
