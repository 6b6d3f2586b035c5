import { describe, expect, it } from 'vitest';
import { HOTKEYS } from './hotkeyTable';

const tokens = HOTKEYS.flatMap((entry) => entry.keys.map((key) => ({ key, entry })));

describe('the hotkey table', () => {
  it('names each command once, each with its own message', () => {
    const commands = HOTKEYS.map((e) => e.command);
    expect(new Set(commands).size).toBe(commands.length);
    const ids = HOTKEYS.map((e) => e.message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each key to one command only', () => {
    const keys = tokens.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps Mastodon's keys", () => {
    const keysOf = (command: string) => HOTKEYS.find((e) => e.command === command)?.keys;
    expect(keysOf('reply')).toEqual(['r']);
    expect(keysOf('mention')).toEqual(['m']);
    expect(keysOf('boost')).toEqual(['b']);
    expect(keysOf('favourite')).toEqual(['f']);
    expect(keysOf('bookmark')).toEqual(['d']);
    expect(keysOf('open')).toEqual(['enter', 'o']);
    expect(keysOf('moveDown')).toEqual(['down', 'j']);
    expect(keysOf('moveUp')).toEqual(['up', 'k']);
    expect(keysOf('search')).toEqual(['s', '/']);
    expect(keysOf('newPost')).toEqual(['alt+n']);
    expect(keysOf('switchAccount')).toEqual(['alt+a']);
    expect(keysOf('goToNotifications')).toEqual(['g n']);
    expect(keysOf('help')).toEqual(['?']);
  });

  it('acts on a post with single keys only, so a post never waits for a second key', () => {
    for (const { key, entry } of tokens) {
      if (entry.scope === 'status') expect(key).not.toMatch(/[ +]/);
    }
  });

  it('sends every g sequence somewhere: a path in the app, or the navigation', () => {
    for (const { key, entry } of tokens) {
      if (!key.startsWith('g ')) continue;
      if ('path' in entry) expect(entry.path).toMatch(/^\/[a-z@{]/);
      else expect(entry.command).toBe('goToStart');
    }
  });
});
