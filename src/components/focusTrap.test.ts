// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusableIn, trappedFocusTarget } from './focusTrap';

describe('trappedFocusTarget', () => {
  const items = ['a', 'b', 'c'];

  it('wraps Tab from the last item to the first, and Shift+Tab from the first to the last', () => {
    expect(trappedFocusTarget(items, 'c', false)).toBe('a');
    expect(trappedFocusTarget(items, 'a', true)).toBe('c');
  });

  it('lets the browser move between the items inside', () => {
    expect(trappedFocusTarget(items, 'a', false)).toBeNull();
    expect(trappedFocusTarget(items, 'b', true)).toBeNull();
    expect(trappedFocusTarget(items, 'c', true)).toBeNull();
  });

  it('brings focus from the dialog itself or from outside to the first or the last item', () => {
    expect(trappedFocusTarget(items, null, false)).toBe('a');
    expect(trappedFocusTarget(items, 'outside', false)).toBe('a');
    expect(trappedFocusTarget(items, 'outside', true)).toBe('c');
  });

  it('keeps focus where it is when nothing inside can take it', () => {
    expect(trappedFocusTarget([], 'outside', false)).toBe('stay');
  });
});

describe('focusableIn', () => {
  it('lists what Tab reaches, in order, leaving out disabled, removed, hidden and inert', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <button id="one">one</button>
      <a id="no-href">not a link</a>
      <a id="link" href="https://example.com">link</a>
      <button id="disabled" disabled>disabled</button>
      <div id="minus" tabindex="-1">taken out</div>
      <div hidden><button id="hidden">hidden</button></div>
      <div inert><button id="inert">inert</button></div>
      <fieldset disabled><input id="in-disabled-fieldset" /></fieldset>
      <div id="zero" tabindex="0">article</div>
      <textarea id="text"></textarea>`;
    expect(focusableIn(container, () => true).map((el) => el.id)).toEqual([
      'one',
      'link',
      'zero',
      'text',
    ]);
  });

  it('leaves out what is not rendered', () => {
    const container = document.createElement('div');
    container.innerHTML = `<button id="shown">a</button><button id="gone">b</button>`;
    expect(focusableIn(container, (el) => el.id === 'shown').map((el) => el.id)).toEqual(['shown']);
  });
});
