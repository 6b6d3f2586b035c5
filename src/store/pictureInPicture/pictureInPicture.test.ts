import { describe, expect, it } from 'vitest';
import reducer, {
  pictureInPictureDeployed,
  pictureInPictureHeldIds,
  pictureInPictureRemoved,
  type PictureInPicturePlayback,
} from './pictureInPicture';

const playback: PictureInPicturePlayback = {
  type: 'video',
  statusId: 's1',
  accountId: 'a1',
  attachmentId: 'm1',
  src: 'https://files.example/v.webm',
  currentTime: 2.5,
  muted: false,
  volume: 0.5,
  description: null,
  poster: null,
  colors: null,
  width: 160,
  height: 90,
  frameRate: 25,
};

describe('picture-in-picture', () => {
  it('holds what was handed over, with the layout it came from as meta', () => {
    const state = reducer(undefined, pictureInPictureDeployed(playback, true));
    expect(state).toEqual({ playback, isMobile: true });
    expect(pictureInPictureDeployed(playback, false).meta).toEqual({ isMobile: false });
  });
  it('keeps its status and author from the sweep while it shows', () => {
    const state = reducer(undefined, pictureInPictureDeployed(playback, false));
    const held = pictureInPictureHeldIds(state);
    expect([...(held.statusIds ?? [])]).toEqual(['s1']);
    expect([...(held.accountIds ?? [])]).toEqual(['a1']);
  });
  it('is empty once closed', () => {
    const state = reducer(
      reducer(undefined, pictureInPictureDeployed(playback, false)),
      pictureInPictureRemoved(),
    );
    expect(state.playback).toBeNull();
    expect([...(pictureInPictureHeldIds(state).statusIds ?? [])]).toEqual([undefined]);
  });
});
