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
  useStatusHotkeys,
  useStatusHotkeyScope,
  type StatusHotkeyRuns,
} from './statusHotkeys';

function Part({ run }: { run: (() => void) | null }) {
  useStatusHotkey('favourite', run);
  return <button type="button">part</button>;
}

function Bar({ runs }: { runs: StatusHotkeyRuns }) {
  useStatusHotkeys(runs);
  return null;
}

function Post({ run, runs }: { run: (() => void) | null; runs?: StatusHotkeyRuns }) {
  const ref = useRef<HTMLElement>(null);
  const commands = useStatusHotkeyScope(ref);
  return (
    <StatusHotkeysProvider value={commands}>
      <article ref={ref} data-id="1" tabIndex={0}>
        <Part run={run} />
        {runs && <Bar runs={runs} />}
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

  it('takes several commands from one part, each dropped when it is given null or the part goes', () => {
    const reply = vi.fn();
    const boost = vi.fn();
    const later = vi.fn();
    act(() => env.root.render(<Post run={null} runs={{ reply, boost, quote: null }} />));
    statusCommand(article(), 'reply')?.();
    statusCommand(article(), 'boost')?.();
    expect(reply).toHaveBeenCalledTimes(1);
    expect(boost).toHaveBeenCalledTimes(1);
    expect(statusCommand(article(), 'quote')).toBeUndefined();

    act(() =>
      env.root.render(<Post run={null} runs={{ reply: later, boost: null, quote: null }} />),
    );
    statusCommand(article(), 'reply')?.();
    expect(later).toHaveBeenCalledTimes(1);
    expect(reply).toHaveBeenCalledTimes(1);
    expect(statusCommand(article(), 'boost')).toBeUndefined();

    act(() => env.root.render(<Post run={null} />));
    expect(statusCommand(article(), 'reply')).toBeUndefined();
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
