// @vitest-environment jsdom
import { act } from '../test/act';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../test/reactRoot';
import { ItemBoundary } from './ItemBoundary';

const env = withTestRoot(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

function Item({ text }: { text: string }) {
  if (text.startsWith('bad')) throw new Error(`cannot show ${text}`);
  return <li>{text}</li>;
}

function List({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((text, index) => (
        <ItemBoundary
          key={index}
          resetKey={text}
          fallback={(error) => <li role="note">{error.message}</li>}
        >
          <Item text={text} />
        </ItemBoundary>
      ))}
    </ul>
  );
}

const shown = () => [...env.container.querySelectorAll('li')].map((li) => li.textContent);

describe('an item that fails to render', () => {
  it('shows its error in its place and leaves the others be', () => {
    act(() => env.root.render(<List items={['one', 'bad two', 'three']} />));
    expect(shown()).toEqual(['one', 'cannot show bad two', 'three']);
    expect(console.error).toHaveBeenCalled();
  });

  it('renders again when its data changes', () => {
    act(() => env.root.render(<List items={['bad one']} />));
    expect(shown()).toEqual(['cannot show bad one']);
    act(() => env.root.render(<List items={['one, fixed']} />));
    expect(shown()).toEqual(['one, fixed']);
  });
});
