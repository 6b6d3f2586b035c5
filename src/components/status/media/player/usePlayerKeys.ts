import { useEffect, useState, type KeyboardEvent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { playerMessages as m } from './playerMessages';
import { frameStep, playerKeyAction, skip, stepVolume, type PlayerKeyAction } from './playerRules';
import type { MediaPlayer } from './useMediaPlayer';

/** How long a hotkey's indicator shows (it fades out by CSS in that time). */
const INDICATOR_MS = 600;

export interface Indicator {
  message: MessageDescriptor;
  /** Tells two presses of the same key apart, so the animation runs again. */
  serial: number;
}

const isButton = (target: EventTarget) =>
  target instanceof HTMLElement && target.closest('button, a') !== null;

// The volume slider keeps its own arrow keys, as a slider does.
const isVolumeSlider = (target: EventTarget) =>
  target instanceof HTMLElement && target.classList.contains('player__volume');

/**
 * The hotkeys while the player has focus: k and space play/pause, m mute, f full screen,
 * j/l and the arrows skip 5 s, up and down change the volume by 0.15, `,` and `.` step a frame
 * while paused, Escape leaves full screen (or lets go of the focus).
 */
export function usePlayerKeys(
  player: MediaPlayer,
  options: {
    frameRate: number | null;
    fullscreen?: { fullscreen: boolean; toggleFullscreen: () => void };
  },
) {
  const [indicator, setIndicator] = useState<Indicator | null>(null);
  useEffect(() => {
    if (!indicator) return;
    const timer = setTimeout(() => setIndicator(null), INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [indicator]);
  const show = (message: MessageDescriptor) =>
    setIndicator((previous) => ({ message, serial: (previous?.serial ?? 0) + 1 }));

  const run = (action: PlayerKeyAction): boolean => {
    const { currentTime, duration, loudness, paused } = player;
    switch (action) {
      case 'togglePlay':
        player.togglePlay();
        show(paused ? m.play : m.pause);
        return true;
      case 'toggleMute': {
        const element = player.mediaRef.current;
        const muted = element ? element.muted || element.volume === 0 : loudness.muted;
        player.toggleMute();
        show(muted ? m.unmute : m.mute);
        return true;
      }
      case 'toggleFullscreen':
        if (!options.fullscreen) return false;
        options.fullscreen.toggleFullscreen();
        return true;
      case 'back':
      case 'forward':
        player.seekTo(skip(currentTime, action === 'back' ? -1 : 1, duration));
        show(action === 'back' ? m.skipBackward : m.skipForward);
        return true;
      case 'volumeUp':
      case 'volumeDown': {
        const up = action === 'volumeUp';
        // The element's own volume: keys pressed faster than a render must step from the last.
        const volume = player.mediaRef.current?.volume ?? loudness.volume;
        player.changeLoudness({ volume: stepVolume(volume, up ? 1 : -1), muted: false });
        show(up ? m.volumeUp : m.volumeDown);
        return true;
      }
      case 'previousFrame':
      case 'nextFrame':
        if (!paused) return false;
        player.seekTo(
          currentTime + (action === 'nextFrame' ? 1 : -1) * frameStep(options.frameRate),
        );
        return true;
      case 'exit':
        if (options.fullscreen?.fullscreen) options.fullscreen.toggleFullscreen();
        else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        return true;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = playerKeyAction(event.key);
    if (!action) return;
    // Space and Enter on a focused button press that button.
    if (event.key === ' ' && isButton(event.target)) return;
    if (event.key.startsWith('Arrow') && isVolumeSlider(event.target)) return;
    if (!run(action)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return { onKeyDown, indicator };
}
