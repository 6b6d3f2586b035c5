// @vitest-environment jsdom
import { useLocation } from '../../components/navigation/router';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore } from '../../test/testStore';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

const visited: string[] = [];

function Page() {
  useKeyboardShortcuts();
  const { pathname } = useLocation();
  if (visited.at(-1) !== pathname) visited.push(pathname);
  return <p data-testid="at">{pathname}</p>;
}

const press = (key: string) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('keyboard shortcuts on the whole page', () => {
  const view = withTestRoot(stubMatchMedia);

  it('acts on keys pressed while their code is still loading, once it arrives', async () => {
    const { store } = createTestStore();
    await renderPage(view.root, store, { url: '/home', route: '*', element: <Page /> });
    // Pressed in the same task as the first render: the listener's chunk has not come yet.
    press('g');
    press('n');
    const at = () => view.container.querySelector('[data-testid="at"]')?.textContent;
    await vi.waitFor(() => expect(at()).toBe('/notifications'));
  });

  it('leaves early keys typed into a field to the field', async () => {
    const { store } = createTestStore();
    await renderPage(view.root, store, { url: '/home', route: '*', element: <Page /> });
    const field = document.createElement('input');
    view.container.append(field);
    field.focus();
    visited.length = 0;
    // g in the field starts no sequence, so the n after it is not "go to notifications".
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
    press('n');
    press('?');
    await vi.waitFor(() => expect(visited.at(-1)).toBe('/keyboard-shortcuts'));
    expect(visited).not.toContain('/notifications');
  });

  it('asks for the code at the first key when the page has not been idle yet', async () => {
    // A page never idle: only a key brings the code.
    const requestIdle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const { store } = createTestStore();
      await renderPage(view.root, store, { url: '/home', route: '*', element: <Page /> });
      expect(requestIdle).toHaveBeenCalled();
      press('g');
      press('n');
      const at = () => view.container.querySelector('[data-testid="at"]')?.textContent;
      await vi.waitFor(() => expect(at()).toBe('/notifications'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
