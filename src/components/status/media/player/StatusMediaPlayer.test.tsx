// @vitest-environment jsdom
import { act } from '../../../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../../navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyBundle } from '../../../../entities/bundle';
import { normaliseStatus } from '../../../../entities/status';
import type { MediaAttachment } from '../../../../entities/types';
import { selectPictureInPicture } from '../../../../store/pictureInPicture/selectors';
import { statusJSON } from '../../../../test/fixtures';
import { stubMatchMedia, withTestRoot } from '../../../../test/reactRoot';
import { createTestStore } from '../../../../test/testStore';
import { StatusMediaPlayer } from './StatusMediaPlayer';

const env = withTestRoot(stubMatchMedia);

// jsdom's media elements do not play: a playing element is simulated by its paused flag.
let playing = false;
const pause = vi.fn(() => {
  playing = false;
});
beforeEach(() => {
  playing = false;
  pause.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => !playing);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    playing = true;
    return Promise.resolve();
  });
});
afterEach(() => vi.restoreAllMocks());

const status = normaliseStatus(
  statusJSON({
    id: '42',
    media_attachments: [
      {
        id: 'm1',
        type: 'video',
        url: 'https://files.example/clip.webm',
        preview_url: 'https://files.example/poster.png',
        remote_url: null,
        meta: { original: { width: 160, height: 90, duration: 3, frame_rate: '25/1' } },
        description: 'A colour sweep',
        blurhash: null,
      },
    ],
  }),
  emptyBundle(),
);
const video = status.mediaAttachments[0] as MediaAttachment & { type: 'video' };

function mount(visible: boolean) {
  const { store } = createTestStore();
  const render = (shown: boolean, mounted = true) =>
    act(() =>
      env.root.render(
        <Provider store={store}>
          <IntlProvider locale="en" messages={{}}>
            <MemoryRouter>
              {mounted && (
                <StatusMediaPlayer status={status} media={video} visible={shown} detailed={false} />
              )}
            </MemoryRouter>
          </IntlProvider>
        </Provider>,
      ),
    );
  render(visible);
  return { store, render };
}

const element = () => {
  const found = env.container.querySelector('video');
  if (!found) throw new Error('no video');
  return found;
};

describe('a status video player', () => {
  it('moves to picture-in-picture when it unmounts while playing, with its time and loudness', () => {
    const { store, render } = mount(true);
    const media = element();
    media.currentTime = 1.5;
    act(() => {
      void media.play();
      media.dispatchEvent(new Event('play'));
    });
    render(true, false);
    expect(pause).toHaveBeenCalled();
    expect(selectPictureInPicture(store.getState())).toMatchObject({
      type: 'video',
      statusId: '42',
      attachmentId: 'm1',
      src: 'https://files.example/clip.webm',
      currentTime: 1.5,
      muted: false,
      volume: 0.5,
    });
  });

  it('stays put when it unmounts paused', () => {
    const { store, render } = mount(true);
    render(true, false);
    expect(selectPictureInPicture(store.getState())).toBeNull();
  });

  it('pauses when its media are hidden, and shows no picture then', () => {
    const { store, render } = mount(true);
    act(() => {
      void element().play();
    });
    render(false);
    expect(pause).toHaveBeenCalled();
    expect(element().hidden).toBe(true);
    // No poster frame: the attribute is absent or empty.
    expect(element().getAttribute('poster') ?? '').toBe('');
    expect(selectPictureInPicture(store.getState())).toBeNull();
  });

  it('mutes and unmutes on two presses of m that come before the element reports either', () => {
    // A browser reports a change of muted by a later task; jsdom would at once.
    let muted = false;
    vi.spyOn(HTMLMediaElement.prototype, 'muted', 'get').mockImplementation(() => muted);
    vi.spyOn(HTMLMediaElement.prototype, 'muted', 'set').mockImplementation((value) => {
      muted = value;
    });
    mount(true);
    const media = element();
    const press = () =>
      act(() => {
        media.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
      });
    press();
    expect(media.muted).toBe(true);
    press();
    expect(media.muted).toBe(false);
  });

  it('names its controls in Mastodon wording and gives the description to the video', () => {
    mount(true);
    const names = [...env.container.querySelectorAll('button, input')].map((e) =>
      e.getAttribute('aria-label'),
    );
    expect(names).toEqual(['Seek', 'Play', 'Mute', 'Volume', 'Full screen']);
    expect(element().getAttribute('aria-label')).toBe('A colour sweep');
    expect(element().getAttribute('preload')).toBe('none');
  });
});
