// @vitest-environment jsdom
import { act } from '../../../test/act';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../navigation/router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyBundle } from '../../../entities/bundle';
import { normaliseStatus } from '../../../entities/status';
import type { Status } from '../../../entities/types';
import { statusJSON } from '../../../test/fixtures';
import { createTestStore } from '../../../test/testStore';
import { StatusCard } from './StatusCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has no matchMedia.
  (window as { matchMedia?: unknown }).matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

type CardJSON = NonNullable<NonNullable<Parameters<typeof statusJSON>[0]>['card']>;

const card = (over: Partial<CardJSON> = {}): CardJSON => ({
  url: 'https://www.youtube.com/watch?v=abc&t=42',
  title: 'A video',
  description: '',
  type: 'video',
  author_name: '',
  author_url: '',
  provider_name: 'YouTube',
  provider_url: 'https://www.youtube.com',
  html: '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
  width: 480,
  height: 270,
  image: 'https://img.example/v.png',
  embed_url: '',
  blurhash: null,
  ...over,
});

const statusWith = (json: CardJSON, sensitive = false): Status =>
  normaliseStatus(statusJSON({ card: json, sensitive }), emptyBundle());

let container: HTMLDivElement;
let root: Root;
const { store } = createTestStore();
const render = (status: Status) =>
  act(() =>
    root.render(
      <Provider store={store}>
        <IntlProvider locale="en" messages={{}}>
          <MemoryRouter>
            <StatusCard status={status} />
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    ),
  );
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent.includes(name));

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});
const mount = (status: Status) => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  render(status);
};

describe('link card', () => {
  it('embeds a video on click, and a change of card resets the embed', () => {
    mount(statusWith(card()));
    expect(container.querySelector('iframe')).toBeNull();
    act(() => button('Play')?.click());
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toContain('start=42');
    expect(iframe?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-presentation',
    );
    render(statusWith(card({ url: 'https://www.youtube.com/watch?v=other' })));
    expect(container.querySelector('iframe')).toBeNull();
    expect(button('Play')).toBeDefined();
  });

  it('keeps a sensitive card hidden until revealed', () => {
    mount(statusWith(card({ type: 'link', html: '' }), true));
    expect(container.querySelector('.status-card__image img')).toBeNull();
    act(() => button('Click to show')?.click());
    expect(container.querySelector('.status-card__image img')?.getAttribute('src')).toBe(
      'https://img.example/v.png',
    );
  });

  it('only links a video whose player is not https', () => {
    mount(statusWith(card({ html: '<iframe src="http://player.example/1"></iframe>' })));
    expect(button('Play')).toBeUndefined();
    expect(container.querySelector('a.status-card__text')?.getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );
  });
});
