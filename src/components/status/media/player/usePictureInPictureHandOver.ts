import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { throttle } from '../../../../lib/throttle';
import { useLayout } from '../../../navigation/useLayout';
import { PLAYER_SCROLL_CHECK_MS } from '../../../../store/constants';
import { useAppDispatch } from '../../../../store/hooks';
import {
  pictureInPictureDeployed,
  type PictureInPicturePlayback,
} from '../../../../store/pictureInPicture/pictureInPicture';
import { isOutOfView } from './playerRules';

type Playing = { currentTime: number; muted: boolean; volume: number };

/** Builds what moves to picture-in-picture from the element's state at that moment. */
export type HandOver = (playing: Playing) => PictureInPicturePlayback;

interface Latest {
  payload: HandOver | null;
  isMobile: boolean;
  dispatch: ReturnType<typeof useAppDispatch>;
}

function deploy(latest: Latest, element: HTMLMediaElement) {
  if (!latest.payload || element.paused) return;
  const state = { currentTime: element.currentTime, muted: element.muted, volume: element.volume };
  element.pause();
  latest.dispatch(pictureInPictureDeployed(latest.payload(state), latest.isMobile));
}

/**
 * A playing inline player moves to picture-in-picture when it scrolls out of view (checked
 * with a 150 ms trailing throttle, on any scrolling box) or when it unmounts while playing.
 * `payload` builds what is handed over from the element's state at that moment.
 */
export function usePictureInPictureHandOver(input: {
  wrapperRef: RefObject<HTMLElement | null>;
  mediaRef: RefObject<HTMLMediaElement | null>;
  playing: boolean;
  payload: HandOver | null;
}) {
  const dispatch = useAppDispatch();
  const isMobile = useLayout() === 'mobile';
  const latest = useRef<Latest>({ payload: input.payload, isMobile, dispatch });
  useLayoutEffect(() => {
    latest.current = { payload: input.payload, isMobile, dispatch };
  });

  const { playing, wrapperRef, mediaRef } = input;
  useEffect(() => {
    if (!playing) return;
    const check = throttle(() => {
      const wrapper = wrapperRef.current;
      const element = mediaRef.current;
      if (!wrapper || !element) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      if (isOutOfView(wrapper.getBoundingClientRect(), viewport)) deploy(latest.current, element);
    }, PLAYER_SCROLL_CHECK_MS);
    const options = { capture: true, passive: true };
    document.addEventListener('scroll', check, options);
    window.addEventListener('resize', check, options);
    return () => {
      check.cancel();
      document.removeEventListener('scroll', check, options);
      window.removeEventListener('resize', check, options);
    };
  }, [playing, wrapperRef, mediaRef]);

  // A layout cleanup runs before the element leaves the page (which would pause it).
  useLayoutEffect(() => {
    const element = mediaRef.current;
    return () => {
      if (element) deploy(latest.current, element);
    };
  }, [mediaRef]);
}
