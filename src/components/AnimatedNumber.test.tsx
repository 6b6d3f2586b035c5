// @vitest-environment jsdom
import { act } from '../test/act';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AnimatedNumber } from './AnimatedNumber';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

function mount(value: number, props: { className?: string; id?: string } = {}) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<AnimatedNumber {...props} value={value} />));
  return (next: number) => act(() => root.render(<AnimatedNumber value={next} />));
}

const valueEl = () => container!.querySelector('.animated-number__value');

describe('animated counters', () => {
  it('does not animate the first value, and shows nothing for zero', () => {
    const update = mount(0);
    expect(container!.childElementCount).toBe(0);
    update(1);
    expect(valueEl()?.textContent).toBe('1');
    expect(valueEl()?.classList.contains('animated-number--up')).toBe(true);
    update(0);
    expect(container!.childElementCount).toBe(0);
    update(1);
    expect(valueEl()?.classList.contains('animated-number--up')).toBe(true);
  });

  it('is the counter itself when given its class and id: one element, not one in another', () => {
    mount(5, { className: 'counter', id: 'c1' });
    const outer = container!.firstElementChild;
    expect(outer?.id).toBe('c1');
    expect(outer?.className).toBe('animated-number counter');
    expect(outer?.children).toHaveLength(1);
    expect(outer?.textContent).toBe('5');
  });

  it('does not animate a first value above zero', () => {
    mount(7);
    expect(valueEl()?.className).toBe('animated-number__value');
  });

  it('slides up when the count grows and down when it shrinks', () => {
    const update = mount(3);
    update(4);
    expect(valueEl()?.textContent).toBe('4');
    expect(valueEl()?.classList.contains('animated-number--up')).toBe(true);
    update(2);
    expect(valueEl()?.classList.contains('animated-number--down')).toBe(true);
  });

  it('shortens large counts as Mastodon does', () => {
    const update = mount(999);
    expect(valueEl()?.textContent).toBe('999');
    update(1234);
    expect(valueEl()?.textContent).toBe('1.2K');
    update(2_000_000);
    expect(valueEl()?.textContent).toBe('2M');
  });
});
