import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { settingChanged } from '../../../../store/session/settings';
import { selectPlayerLoudness } from '../../../../store/session/settingsSelectors';
import { claimPlayback, releasePlayback } from './playback';
import { clampTime, toggleMute, type Loudness } from './playerRules';

export interface MediaPlayerOptions {
  /** Where playback starts (picture-in-picture carries it over). */
  startTime?: number;
  /** Loudness carried over (picture-in-picture); else the reader's saved one. */
  loudness?: Loudness;
  autoPlay?: boolean;
  /** A hidden player pauses. */
  visible: boolean;
  /** The duration the server gave, until the media says its own. */
  knownDuration?: number | null;
}

// A play() cut short by a pause or a new source rejects; that is not an error to report.
const play = (element: HTMLMediaElement) => void element.play().catch(() => undefined);

/**
 * A media element's playback as React state, and the commands the controls and keys give it.
 * Volume and mute are the reader's, saved per account.
 */
export function useMediaPlayer<E extends HTMLMediaElement>(options: MediaPlayerOptions) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectPlayerLoudness);
  const mediaRef = useRef<E>(null);
  const [paused, setPaused] = useState(true);
  const [started, setStarted] = useState(false);
  const [currentTime, setCurrentTime] = useState(options.startTime ?? 0);
  const [duration, setDuration] = useState(options.knownDuration ?? 0);
  const [loudness, setLoudness] = useState<Loudness>(options.loudness ?? saved);
  const [seeking, setSeeking] = useState(false);
  const resumeAfterDrag = useRef(false);
  const initial = useRef({ ...options, loudness });

  useLayoutEffect(() => {
    const element = mediaRef.current;
    if (!element) return;
    const { loudness: start, startTime, autoPlay } = initial.current;
    element.volume = start.volume;
    element.muted = start.muted;
    if (startTime) element.currentTime = startTime;
    if (autoPlay) play(element);
    return () => releasePlayback(element);
  }, []);

  useEffect(() => {
    if (!options.visible) mediaRef.current?.pause();
  }, [options.visible]);

  const changeLoudness = useCallback(
    (next: Loudness) => {
      const element = mediaRef.current;
      if (!element) return;
      element.volume = next.volume;
      element.muted = next.muted;
      dispatch(settingChanged({ path: ['player'], value: next }));
    },
    [dispatch],
  );

  const togglePlay = useCallback(() => {
    const element = mediaRef.current;
    if (!element) return;
    if (element.paused) play(element);
    else element.pause();
  }, []);

  const seekTo = useCallback((time: number) => {
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = clampTime(time, element.duration);
    setCurrentTime(element.currentTime);
  }, []);

  /** A drag on the seek bar pauses while it lasts and plays on if it was playing. */
  const startDrag = useCallback(() => {
    const element = mediaRef.current;
    if (!element || resumeAfterDrag.current) return;
    resumeAfterDrag.current = !element.paused;
    setSeeking(true);
    element.pause();
  }, []);
  const endDrag = useCallback(() => {
    const element = mediaRef.current;
    setSeeking(false);
    if (element && resumeAfterDrag.current) play(element);
    resumeAfterDrag.current = false;
  }, []);

  const mediaEvents = {
    onPlay: (event: { currentTarget: HTMLMediaElement }) => {
      claimPlayback(event.currentTarget);
      setPaused(false);
      setStarted(true);
    },
    onPause: () => setPaused(true),
    onEnded: () => setPaused(true),
    onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) =>
      setCurrentTime(event.currentTarget.currentTime),
    onDurationChange: (event: { currentTarget: HTMLMediaElement }) => {
      const value = event.currentTarget.duration;
      if (Number.isFinite(value)) setDuration(value);
    },
    onVolumeChange: (event: { currentTarget: HTMLMediaElement }) =>
      setLoudness({ volume: event.currentTarget.volume, muted: event.currentTarget.muted }),
  };

  return {
    mediaRef,
    mediaEvents,
    paused,
    started,
    currentTime,
    duration,
    loudness,
    seeking,
    togglePlay,
    // The element's own state: a second press can come before the first's volumechange renders.
    toggleMute: () => {
      const element = mediaRef.current;
      changeLoudness(
        toggleMute(element ? { volume: element.volume, muted: element.muted } : loudness),
      );
    },
    changeLoudness,
    seekTo,
    startDrag,
    endDrag,
  };
}

export type MediaPlayer = ReturnType<typeof useMediaPlayer>;

/** Full screen is the wrapper's (the Fullscreen API), followed through fullscreenchange. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(() => {
    // The browser may refuse (no gesture, or not allowed in a frame); the button stays as it was.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { fullscreen, toggleFullscreen: toggle };
}
