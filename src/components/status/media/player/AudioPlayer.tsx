import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { MediaAttachment } from '../../../../entities/types';
import type { PlayerColors } from '../../../../store/pictureInPicture/pictureInPicture';
import { useReducedMotion } from '../../../useReducedMotion';
import { VISUALIZER_BANDS } from '../../../../store/constants';
import { HotkeyIndicator } from './HotkeyIndicator';
import { PlayerControls } from './PlayerControls';
import { playerMessages as m } from './playerMessages';
import { audioPreload, type Loudness } from './playerRules';
import { useMediaPlayer } from './useMediaPlayer';
import { useVisualizer } from './useVisualizer';
import { usePictureInPictureHandOver, type HandOver } from './usePictureInPictureHandOver';
import { usePlayerKeys } from './usePlayerKeys';
import './player.css';

export interface AudioPlayerProps {
  media: MediaAttachment;
  src: string;
  /** The attachment's preview, else the author's avatar. */
  poster: string | null;
  colors: PlayerColors;
  visible: boolean;
  startTime?: number;
  loudness?: Loudness;
  autoPlay?: boolean;
  handOver?: HandOver | null;
}

/** The client's audio player: the poster on the attachment's colours, with a visualizer. */
export function AudioPlayer(props: AudioPlayerProps) {
  const { media, src, colors, visible } = props;
  const intl = useIntl();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const bars = useRef<(HTMLElement | null)[]>([]);
  const reduceMotion = useReducedMotion();
  const player = useMediaPlayer<HTMLAudioElement>({
    visible,
    startTime: props.startTime,
    loudness: props.loudness,
    autoPlay: props.autoPlay,
    knownDuration: media.duration,
  });
  const keys = usePlayerKeys(player, { frameRate: null });
  useVisualizer(player.mediaRef, bars, !player.paused, reduceMotion);
  usePictureInPictureHandOver({
    wrapperRef,
    mediaRef: player.mediaRef,
    playing: !player.paused,
    payload: props.handOver ?? null,
  });

  return (
    <div
      ref={wrapperRef}
      className="player player--audio"
      style={{
        backgroundColor: colors.background,
        color: colors.foreground,
        ['--player-accent' as string]: colors.accent,
      }}
      role="group"
      aria-label={intl.formatMessage(m.audio)}
      tabIndex={0}
      onKeyDown={keys.onKeyDown}
    >
      {visible && (
        <div className="player__stage">
          <div className="player__visualizer" aria-hidden="true">
            {Array.from({ length: VISUALIZER_BANDS }, (_, i) => (
              <span
                key={i}
                ref={(node) => {
                  bars.current[i] = node;
                }}
                className="player__band"
              />
            ))}
          </div>
          {props.poster && (
            <img className="player__poster" src={props.poster} alt="" draggable={false} />
          )}
        </div>
      )}
      <audio
        ref={player.mediaRef}
        src={src}
        preload={audioPreload(player.started || (props.autoPlay ?? false))}
        crossOrigin="anonymous"
        aria-label={media.description ?? undefined}
        {...player.mediaEvents}
      />
      <HotkeyIndicator indicator={keys.indicator} />
      {visible && <PlayerControls player={player} />}
    </div>
  );
}
