// @vitest-environment jsdom
import { act } from '../test/act';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingChanged } from '../store/session/settings';
import { stubMatchMedia, withTestRoot } from '../test/reactRoot';
import { createTestStore } from '../test/testStore';
import { AnimatedImage } from './AnimatedImage';

const env = withTestRoot(stubMatchMedia);
afterEach(() => vi.unstubAllGlobals());

function render(store = createTestStore().store) {
  act(() =>
    env.root.render(
      <Provider store={store}>
        <a href="/@alice">
          <AnimatedImage src="https://x/anim.gif" staticSrc="https://x/still.png" alt="" />
        </a>
      </Provider>,
    ),
  );
  return store;
}

const src = () => env.container.querySelector('img')?.getAttribute('src');
const link = () => env.container.querySelector('a')!;

describe('an animated image', () => {
  it('is still while animated images are off, and moves while its link is hovered or focused', () => {
    render();
    expect(src()).toBe('https://x/still.png');
    act(() => {
      link().dispatchEvent(new MouseEvent('mouseenter'));
    });
    expect(src()).toBe('https://x/anim.gif');
    act(() => {
      link().dispatchEvent(new MouseEvent('mouseleave'));
    });
    expect(src()).toBe('https://x/still.png');
    act(() => {
      link().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(src()).toBe('https://x/anim.gif');
    act(() => {
      link().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(src()).toBe('https://x/still.png');
  });

  it('moves by itself with auto-play on, unless motion is reduced', () => {
    const store = render();
    act(() => {
      store.dispatch(settingChanged({ path: ['autoPlayGif'], value: true }));
    });
    expect(src()).toBe('https://x/anim.gif');
    act(() => {
      store.dispatch(settingChanged({ path: ['reduceMotion'], value: true }));
    });
    expect(src()).toBe('https://x/still.png');
  });

  it('stays still with auto-play on when the system asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media === '(prefers-reduced-motion: reduce)',
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const store = render();
    act(() => {
      store.dispatch(settingChanged({ path: ['autoPlayGif'], value: true }));
    });
    expect(src()).toBe('https://x/still.png');
  });

  // A timeline renders an avatar and emoji in every post: asking the system each time costs.
  it('asks the system about reduced motion through one query list, however many images', () => {
    const asked = vi.fn((media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', asked);
    const { store } = createTestStore();
    act(() =>
      env.root.render(
        <Provider store={store}>
          {['a', 'b', 'c'].map((name) => (
            <AnimatedImage key={name} src={`https://x/${name}.gif`} staticSrc="" alt="" />
          ))}
        </Provider>,
      ),
    );
    act(() => {
      store.dispatch(settingChanged({ path: ['autoPlayGif'], value: true }));
    });
    expect(env.container.querySelectorAll('img')).toHaveLength(3);
    const reducedMotion = asked.mock.calls.filter(([media]) => media.includes('reduced-motion'));
    expect(reducedMotion).toHaveLength(1);
  });
});
