// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  isActivatable,
  isDialogOpen,
  isInKeyedWidget,
  isTypingTarget,
  matchHotkey,
  mayHandle,
  normalizeKey,
  type KeyPress,
} from './hotkeyRules';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: key.length === 1 ? `Key${key.toUpperCase()}` : key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

const element = (html: string) => {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]');
  if (!target) throw new Error('no target');
  return target;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('matchHotkey', () => {
  it('maps single keys to their commands', () => {
    expect(matchHotkey(press('f'), [])).toEqual({ command: 'favourite', key: 'f' });
    expect(matchHotkey(press('j'), [])?.command).toBe('moveDown');
    expect(matchHotkey(press('ArrowUp'), [])).toEqual({ command: 'moveUp', key: 'up' });
    expect(matchHotkey(press('Enter'), [])?.command).toBe('open');
    expect(matchHotkey(press('?'), [])?.command).toBe('help');
    expect(matchHotkey(press('/'), [])?.command).toBe('search');
    expect(matchHotkey(press('z'), [])).toBeNull();
  });

  it('reads a letter the same with caps lock on', () => {
    expect(matchHotkey(press('F'), [])?.command).toBe('favourite');
  });

  it('gives 1 to 9 to the columns, with the digit pressed', () => {
    expect(matchHotkey(press('5'), [])).toEqual({ command: 'focusColumn', key: '5' });
    expect(matchHotkey(press('0'), [])?.command).toBe('moveToTop');
  });

  it('takes a sequence over the single key that ends it', () => {
    expect(matchHotkey(press('h'), [])?.command).toBe('toggleSensitive');
    expect(matchHotkey(press('h'), ['g'])?.command).toBe('goToHome');
    expect(matchHotkey(press('n'), ['j', 'g'])?.command).toBe('goToNotifications');
    expect(matchHotkey(press('n'), ['g', 'j'])?.command).toBe('compose');
    expect(matchHotkey(press('g'), [])).toBeNull();
  });

  it('matches alt combinations by the physical key, whatever character alt makes', () => {
    expect(matchHotkey(press('˜', { altKey: true, code: 'KeyN' }), [])?.command).toBe('newPost');
    expect(matchHotkey(press('x', { altKey: true }), [])?.command).toBe('toggleComposeSpoiler');
    expect(matchHotkey(press('f', { altKey: true }), [])).toBeNull();
  });

  it('never matches with ctrl or meta (the browser and the composer keep those)', () => {
    expect(matchHotkey(press('f', { ctrlKey: true }), [])).toBeNull();
    expect(matchHotkey(press('Enter', { ctrlKey: true }), [])).toBeNull();
    expect(matchHotkey(press('n', { metaKey: true }), [])).toBeNull();
    expect(matchHotkey(press('n', { altKey: true, ctrlKey: true }), [])).toBeNull();
  });
});

describe('where a key may act', () => {
  it('knows the named keys', () => {
    expect(normalizeKey('Escape')).toBe('esc');
    expect(normalizeKey('ArrowDown')).toBe('down');
    expect(normalizeKey('Backspace')).toBe('backspace');
  });

  it('treats inputs, text areas, selects and editable content as typing', () => {
    expect(isTypingTarget(element('<input data-target>'))).toBe(true);
    expect(isTypingTarget(element('<textarea data-target></textarea>'))).toBe(true);
    expect(isTypingTarget(element('<select data-target></select>'))).toBe(true);
    expect(isTypingTarget(element('<div contenteditable="true"><b data-target>x</b></div>'))).toBe(
      true,
    );
    expect(isTypingTarget(element('<div contenteditable="false" data-target></div>'))).toBe(false);
    expect(isTypingTarget(element('<article tabindex="0" data-target></article>'))).toBe(false);
    expect(isTypingTarget(element('<button data-target></button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('leaves keys to an open menu or listbox', () => {
    expect(isInKeyedWidget(element('<ul role="menu"><li data-target></li></ul>'))).toBe(true);
    expect(isInKeyedWidget(element('<div data-target></div>'))).toBe(false);
  });

  it('does nothing under a modal dialog', () => {
    const target = element('<article data-target></article><div role="dialog" aria-modal="true">');
    expect(isDialogOpen(document)).toBe(true);
    expect(mayHandle(press('f'), target, document)).toBe(false);
  });

  it('acts on a post, not while typing nor with ctrl', () => {
    const article = element('<article tabindex="0" data-target></article>');
    expect(mayHandle(press('f'), article, document)).toBe(true);
    expect(mayHandle(press('f', { ctrlKey: true }), article, document)).toBe(false);
    const field = element('<textarea data-target></textarea>');
    expect(mayHandle(press('f'), field, document)).toBe(false);
  });

  it("leaves the media player's own keys to it while it has focus, and only those", () => {
    const player = element(
      '<article><div class="player" tabindex="0" data-target></div></article>',
    );
    expect(mayHandle(press('f'), player, document)).toBe(false);
    expect(mayHandle(press('j'), player, document)).toBe(false);
    expect(mayHandle(press('ArrowDown'), player, document)).toBe(false);
    expect(mayHandle(press('b'), player, document)).toBe(true);
  });

  it('lets Enter press a link or button inside a post', () => {
    expect(isActivatable(element('<article><button data-target>x</button></article>'))).toBe(true);
    expect(
      isActivatable(element('<article><a href="/"><span data-target>x</span></a></article>')),
    ).toBe(true);
    expect(isActivatable(element('<article tabindex="0" data-target></article>'))).toBe(false);
  });
});
