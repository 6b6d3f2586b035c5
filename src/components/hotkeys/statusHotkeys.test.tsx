// @vitest-environment jsdom
import { useRef } from 'react';
import { act } from '../../test/act';
import { describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../../test/reactRoot';
import {
  StatusHotkeysProvider,
  articleOf,
  statusCommand,
  useStatusHotkey,
  useStatusHotkeyScope,
} from './statusHotkeys';

function Part({ run }: { run: (() => void) | null }) {
  useStatusHotkey('favourite', run);
  return <button type="button">part</button>;
}

function Post({ run }: { run: (() => void) | null }) {
  const ref = useRef<HTMLElement>(null);
  const commands = useStatusHotkeyScope(ref);
  return (
    <StatusHotkeysProvider value={commands}>
      <article ref={ref} data-id="1" tabIndex={0}>
        <Part run={run} />
      </article>
    </StatusHotkeysProvider>
  );
}

describe('a post’s commands', () => {
  const env = withTestRoot();
  const article = () => {
    const found = env.container.querySelector('article');
    if (!found) throw new Error('no article');
    return found;
  };

  it('runs what its part registered, the latest one, and nothing once the part cannot', () => {
    const first = vi.fn();
    const second = vi.fn();
    act(() => env.root.render(<Post run={first} />));
    statusCommand(article(), 'favourite')?.();
    expect(first).toHaveBeenCalledTimes(1);

    act(() => env.root.render(<Post run={second} />));
    statusCommand(article(), 'favourite')?.();
    expect(second).toHaveBeenCalledTimes(1);
    expect(statusCommand(article(), 'boost')).toBeUndefined();

    act(() => env.root.render(<Post run={null} />));
    expect(statusCommand(article(), 'favourite')).toBeUndefined();
  });

  it('finds the post from anything inside it, or inside the item showing it', () => {
    act(() => env.root.render(<Post run={null} />));
    const button = env.container.querySelector('button');
    expect(articleOf(button)).toBe(article());
    const item = document.createElement('article');
    env.container.before(item);
    item.append(env.container);
    expect(articleOf(item)).toBe(article());
    expect(articleOf(document.body)).toBeNull();
  });
});
