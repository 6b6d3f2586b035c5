// @vitest-environment jsdom
import { act } from '../test/act';
import { describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../test/reactRoot';
import { Modal } from './Modal';

const env = withTestRoot();

const escape = () => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  document.dispatchEvent(event);
  return event;
};

/** The title of the dialog that has focus (jsdom lays nothing out, so the dialog takes it). */
const focusedDialog = () =>
  document.activeElement?.closest('[role="dialog"]')?.querySelector('h2')?.textContent;

function openerButton() {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  return opener;
}

describe('Modal', () => {
  it('answers Escape pressed as soon as it shows, before the page has painted it', () => {
    const opener = openerButton();
    const onClose = vi.fn();
    let event: KeyboardEvent | undefined;
    act(() => {
      env.root.render(
        <Modal title="Media" onClose={onClose}>
          <button type="button">Inside</button>
        </Modal>,
      );
      // Same task as the render: no frame has passed, no passive effect has run.
      expect(focusedDialog()).toBe('Media');
      event = escape();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    // Handled, so the page's own Escape leaves the focus alone whichever listens first.
    expect(event?.defaultPrevented).toBe(true);
    opener.remove();
  });

  it('gives focus back to its opener on close, and keys go to the top dialog only', () => {
    const opener = openerButton();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    const render = (inner: boolean) =>
      env.root.render(
        <Modal title="Outer" onClose={closeOuter}>
          <button type="button">Outer button</button>
          {inner && (
            <Modal title="Inner" onClose={closeInner}>
              <button type="button">Inner button</button>
            </Modal>
          )}
        </Modal>,
      );
    act(() => render(false));
    expect(focusedDialog()).toBe('Outer');
    act(() => render(true));
    expect(focusedDialog()).toBe('Inner');
    act(() => {
      escape();
    });
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
    act(() => render(false));
    act(() => {
      escape();
    });
    expect(closeOuter).toHaveBeenCalledTimes(1);
    act(() => env.root.render(null));
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
