import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MediaAttachment } from '../../../../entities/types';
import { Blurhash } from '../Blurhash';
import { HotkeyIndicator } from './HotkeyIndicator';
import { PlayerControls } from './PlayerControls';
import { PlayerIcon } from './PlayerIcon';
import { playerMessages as m } from './playerMessages';
import { isVideoClick, videoPreload, type Loudness } from './playerRules';
import { sortClicks } from './playerTimers';
import { useFullscreen, useMediaPlayer } from './useMediaPlayer';
import { usePictureInPictureHandOver, type HandOver } from './usePictureInPictureHandOver';
import { usePlayerKeys } from './usePlayerKeys';
import { usePointerActivity } from './usePointerActivity';
import './player.css';

export interface VideoPlayerProps {
  media: MediaAttachment;
  src: string;
  /** Hidden (sensitive or hidden media) shows only the blurred placeholder and pauses. */
  visible: boolean;
  /** On a status page the metadata loads up front. */
  detailed?: boolean;
  startTime?: number;
  loudness?: Loudness;
  autoPlay?: boolean;
  /** What moves to picture-in-picture; none for the picture-in-picture player itself. */
  handOver?: HandOver | null;
}

const CONTROLS = 'button, a, label, input';

/** The client's video player: one click plays or pauses, a double click goes full screen. */
export function VideoPlayer(props: VideoPlayerProps) {
  const { media, src, visible } = props;
  const intl = useIntl();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const player = useMediaPlayer<HTMLVideoElement>({
    visible,
    startTime: props.startTime,
    loudness: props.loudness,
    autoPlay: props.autoPlay,
    knownDuration: media.duration,
  });
  const fullscreen = useFullscreen(wrapperRef);
  const keys = usePlayerKeys(player, { frameRate: media.frameRate, fullscreen });
  const activity = usePointerActivity();
  // Both commands are stable callbacks, so the sorter made once keeps calling the right ones.
  const [clicks] = useState(() => sortClicks(player.togglePlay, fullscreen.toggleFullscreen));
  useEffect(() => () => clicks.cancel(), [clicks]);
  const press = useRef({ x: 0, y: 0, moved: 0, button: -1 });
  usePictureInPictureHandOver({
    wrapperRef,
    mediaRef: player.mediaRef,
    playing: !player.paused,
    payload: props.handOver ?? null,
  });

  const onPointerDown = (event: PointerEvent) => {
    press.current = { x: event.clientX, y: event.clientY, moved: 0, button: event.button };
    activity.poke();
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = press.current;
    if (current.button >= 0) {
      current.moved += Math.hypot(event.clientX - current.x, event.clientY - current.y);
      current.x = event.clientX;
      current.y = event.clientY;
    }
    activity.poke();
  };
  const onClick = (event: MouseEvent) => {
    const onControl = event.target instanceof Element && event.target.closest(CONTROLS) !== null;
    const { moved, button } = press.current;
    press.current.button = -1;
    if (isVideoClick({ movedPx: moved, button, onControl })) clicks.click();
  };

  const preload = videoPreload({
    startTime: props.startTime ?? 0,
    fullscreen: fullscreen.fullscreen,
    seeking: player.seeking,
    detailed: props.detailed ?? false,
  });
  const idle = !player.paused && !activity.active && !player.seeking;
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : '16 / 9';
  const classes = [
    'player',
    'player--video',
    idle ? 'player--idle' : '',
    fullscreen.fullscreen ? 'player--fullscreen' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={wrapperRef}
      className={classes}
      style={{ aspectRatio: ratio }}
      role="group"
      aria-label={intl.formatMessage(m.video)}
      tabIndex={0}
      onKeyDown={keys.onKeyDown}
      onPointerMove={activity.poke}
    >
      {(!player.started || !visible) && (
        <Blurhash hash={media.blurhash} className="player__blurhash" />
      )}
      <div
        className="player__surface"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onClick={onClick}
      >
        <video
          ref={player.mediaRef}
          className="player__media"
          src={src}
          poster={visible ? (media.previewUrl ?? undefined) : undefined}
          preload={preload}
          aria-label={media.description ?? undefined}
          playsInline
          hidden={!visible}
          {...player.mediaEvents}
        />
        {visible && player.paused && (
          <span className="player__overlay" aria-hidden="true">
            <PlayerIcon name="play" />
          </span>
        )}
      </div>
      <HotkeyIndicator indicator={keys.indicator} />
      {visible && <PlayerControls player={player} fullscreen={fullscreen} />}
    </div>
  );
}
