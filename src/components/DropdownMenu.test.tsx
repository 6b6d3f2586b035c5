// @vitest-environment jsdom
import { act } from '../test/act';
import { describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../test/reactRoot';
import { DropdownMenu, MenuItems, type MenuItem } from './DropdownMenu';

const env = withTestRoot();

const button = () => env.container.querySelector<HTMLButtonElement>('button[aria-haspopup]')!;
const menu = () => document.querySelector<HTMLElement>('[role="menu"]');
const entries = () => [...document.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
const press = (key: string) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

function itemsOf(onSelect: (key: string) => void): MenuItem[] {
  return ['copy', 'mute', 'delete'].map((key) => ({
    key,
    label: key[0]!.toUpperCase() + key.slice(1),
    onSelect: () => onSelect(key),
  }));
}

describe('a dropdown menu', () => {
  it('opens on its button, moves with the arrows, and Escape gives focus back', () => {
    act(() => env.root.render(<DropdownMenu icon="more" title="More" items={itemsOf(() => {})} />));
    expect(menu()).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');

    act(() => button().click());
    expect(menu()?.getAttribute('aria-label')).toBe('More');
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(entries().map((e) => e.textContent)).toEqual(['Copy', 'Mute', 'Delete']);
    expect(document.activeElement).toBe(entries()[0]);

    press('ArrowDown');
    expect(document.activeElement).toBe(entries()[1]);
    press('End');
    expect(document.activeElement).toBe(entries()[2]);
    press('ArrowDown');
    expect(document.activeElement).toBe(entries()[0]);

    press('Escape');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('works out the items of a `menu` only once it opens; choosing one closes it first', () => {
    const chosen = vi.fn();
    const worked = vi.fn();
    function LazyItems() {
      worked();
      return <MenuItems items={itemsOf(chosen)} />;
    }
    act(() => env.root.render(<DropdownMenu icon="more" title="More" menu={<LazyItems />} />));
    act(() => env.root.render(<DropdownMenu icon="more" title="More" menu={<LazyItems />} />));
    expect(worked).not.toHaveBeenCalled();

    act(() => button().click());
    expect(worked).toHaveBeenCalled();
    act(() => entries()[1]!.click());
    expect(chosen).toHaveBeenCalledWith('mute');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('closes on a click outside it', () => {
    act(() => env.root.render(<DropdownMenu icon="more" title="More" items={itemsOf(() => {})} />));
    act(() => button().click());
    expect(menu()).not.toBeNull();
    act(() => {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(menu()).toBeNull();
  });
});
