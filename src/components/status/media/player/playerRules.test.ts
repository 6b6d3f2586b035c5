import { describe, expect, it } from 'vitest';
import {
  audioPreload,
  clampTime,
  clampVolume,
  formatTime,
  frameStep,
  isOutOfView,
  isVideoClick,
  playerKeyAction,
  skip,
  stepVolume,
  toggleMute,
  videoPreload,
  volumeChosen,
} from './playerRules';

describe('time', () => {
  it('is hh:mm:ss with the hours left out while zero', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(5.9)).toBe('00:05');
    expect(formatTime(65)).toBe('01:05');
    expect(formatTime(3599)).toBe('59:59');
    expect(formatTime(3723)).toBe('01:02:03');
    expect(formatTime(36_000)).toBe('10:00:00');
  });
  it('reads an unknown or negative time as zero', () => {
    expect(formatTime(Number.NaN)).toBe('00:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatTime(-4)).toBe('00:00');
  });
});

describe('volume and mute', () => {
  it('unmuting from volume 0 sets 0.05; otherwise the volume stays', () => {
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.05, muted: false });
    expect(toggleMute({ volume: 0, muted: false })).toEqual({ volume: 0.05, muted: false });
    expect(toggleMute({ volume: 0.7, muted: true })).toEqual({ volume: 0.7, muted: false });
    expect(toggleMute({ volume: 0.7, muted: false })).toEqual({ volume: 0.7, muted: true });
  });
  it('clamps to 0..1, and an unreadable volume is the default 0.5', () => {
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(0.5);
  });
  it('steps 0.15 with the arrows, within bounds', () => {
    expect(stepVolume(0.5, 1)).toBe(0.65);
    expect(stepVolume(0.5, -1)).toBe(0.35);
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(0.1, -1)).toBe(0);
  });
  it('the slider at 0 mutes, above it unmutes', () => {
    expect(volumeChosen(0)).toEqual({ volume: 0, muted: true });
    expect(volumeChosen(0.3)).toEqual({ volume: 0.3, muted: false });
  });
});

describe('seeking', () => {
  it('stays within the media', () => {
    expect(clampTime(-3, 10)).toBe(0);
    expect(clampTime(12, 10)).toBe(10);
    expect(clampTime(4, 10)).toBe(4);
    expect(clampTime(40, Number.NaN)).toBe(40);
  });
  it('skips 5 s either way', () => {
    expect(skip(3, 1, 60)).toBe(8);
    expect(skip(3, -1, 60)).toBe(0);
    expect(skip(58, 1, 60)).toBe(60);
  });
  it('steps one frame: 1/25 s unless the frame rate is known', () => {
    expect(frameStep(null)).toBeCloseTo(0.04);
    expect(frameStep(50)).toBeCloseTo(0.02);
    expect(frameStep(0)).toBeCloseTo(0.04);
  });
});

describe('preload', () => {
  const base = { startTime: 0, fullscreen: false, seeking: false, detailed: false };
  it('video: auto with a start time, in full screen or seeking; metadata if detailed; else none', () => {
    expect(videoPreload(base)).toBe('none');
    expect(videoPreload({ ...base, detailed: true })).toBe('metadata');
    expect(videoPreload({ ...base, startTime: 12 })).toBe('auto');
    expect(videoPreload({ ...base, fullscreen: true, detailed: true })).toBe('auto');
    expect(videoPreload({ ...base, seeking: true })).toBe('auto');
  });
  it('audio: auto only once it plays', () => {
    expect(audioPreload(false)).toBe('none');
    expect(audioPreload(true)).toBe('auto');
  });
});

describe('hotkeys', () => {
  it('maps the keys to their actions', () => {
    expect(['k', ' ', 'K'].map(playerKeyAction)).toEqual(Array(3).fill('togglePlay'));
    expect(playerKeyAction('m')).toBe('toggleMute');
    expect(playerKeyAction('f')).toBe('toggleFullscreen');
    expect(['j', 'ArrowLeft'].map(playerKeyAction)).toEqual(['back', 'back']);
    expect(['l', 'ArrowRight'].map(playerKeyAction)).toEqual(['forward', 'forward']);
    expect(playerKeyAction('ArrowUp')).toBe('volumeUp');
    expect(playerKeyAction('ArrowDown')).toBe('volumeDown');
    expect(playerKeyAction(',')).toBe('previousFrame');
    expect(playerKeyAction('.')).toBe('nextFrame');
    expect(playerKeyAction('Escape')).toBe('exit');
  });
  it('leaves other keys alone', () => {
    expect(playerKeyAction('a')).toBeNull();
    expect(playerKeyAction('Enter')).toBeNull();
    expect(playerKeyAction('Tab')).toBeNull();
  });
});

describe('a click on the video', () => {
  it('moves under 5 px, with the primary or middle button, not on a control', () => {
    expect(isVideoClick({ movedPx: 0, button: 0, onControl: false })).toBe(true);
    expect(isVideoClick({ movedPx: 4.9, button: 1, onControl: false })).toBe(true);
    expect(isVideoClick({ movedPx: 5, button: 0, onControl: false })).toBe(false);
    expect(isVideoClick({ movedPx: 0, button: 2, onControl: false })).toBe(false);
    expect(isVideoClick({ movedPx: 0, button: 0, onControl: true })).toBe(false);
  });
});

describe('out of view', () => {
  const viewport = { width: 1000, height: 800 };
  it('is out only when wholly above, below or beside the viewport', () => {
    expect(isOutOfView({ top: -300, bottom: -1, left: 0, right: 500 }, viewport)).toBe(true);
    expect(isOutOfView({ top: 800, bottom: 1100, left: 0, right: 500 }, viewport)).toBe(true);
    expect(isOutOfView({ top: 0, bottom: 300, left: 1000, right: 1400 }, viewport)).toBe(true);
    expect(isOutOfView({ top: -299, bottom: 1, left: 0, right: 500 }, viewport)).toBe(false);
    expect(isOutOfView({ top: 100, bottom: 400, left: 0, right: 500 }, viewport)).toBe(false);
  });
});
