import { useIntl, type MessageDescriptor } from 'react-intl';
import { PlayerIcon, type PlayerIconName } from './PlayerIcon';
import { playerMessages as m } from './playerMessages';
import { formatTime, volumeChosen } from './playerRules';
import type { MediaPlayer } from './useMediaPlayer';

function PlayerButton(props: {
  icon: PlayerIconName;
  label: MessageDescriptor;
  onClick: () => void;
  end?: boolean;
}) {
  const label = useIntl().formatMessage(props.label);
  return (
    <button
      type="button"
      className={`player__button${props.end ? ' player__button--end' : ''}`}
      aria-label={label}
      title={label}
      onClick={props.onClick}
    >
      <PlayerIcon name={props.icon} />
    </button>
  );
}

/**
 * The bar under a player: the seek bar (a drag pauses, then plays on), play/pause, mute and
 * volume, the time, and full screen where there is one.
 */
export function PlayerControls({
  player,
  fullscreen,
}: {
  player: MediaPlayer;
  fullscreen?: { fullscreen: boolean; toggleFullscreen: () => void };
}) {
  const intl = useIntl();
  const { paused, currentTime, duration, loudness } = player;
  const silent = loudness.muted || loudness.volume === 0;
  return (
    <div className="player__controls">
      <input
        type="range"
        className="player__seek"
        aria-label={intl.formatMessage(m.seek)}
        aria-valuetext={`${formatTime(currentTime)} / ${formatTime(duration)}`}
        min={0}
        max={duration || 0}
        step="any"
        value={Math.min(currentTime, duration || 0)}
        onPointerDown={player.startDrag}
        onPointerUp={player.endDrag}
        onPointerCancel={player.endDrag}
        onChange={(event) => player.seekTo(Number(event.currentTarget.value))}
      />
      <div className="player__buttons">
        <PlayerButton
          icon={paused ? 'play' : 'pause'}
          label={paused ? m.play : m.pause}
          onClick={player.togglePlay}
        />
        <PlayerButton
          icon={silent ? 'muted' : 'volume'}
          label={silent ? m.unmute : m.mute}
          onClick={player.toggleMute}
        />
        <input
          type="range"
          className="player__volume"
          aria-label={intl.formatMessage(m.volume)}
          min={0}
          max={1}
          step={0.05}
          value={silent ? 0 : loudness.volume}
          onChange={(event) =>
            player.changeLoudness(volumeChosen(Number(event.currentTarget.value)))
          }
        />
        <span className="player__time">
          <span className="player__time-current">{formatTime(currentTime)}</span>
          {' / '}
          <span className="player__time-total">{formatTime(duration)}</span>
        </span>
        {fullscreen && (
          <button
            type="button"
            className="player__button player__button--end"
            aria-label={intl.formatMessage(fullscreen.fullscreen ? m.exitFullscreen : m.fullscreen)}
            title={intl.formatMessage(fullscreen.fullscreen ? m.exitFullscreen : m.fullscreen)}
            onClick={fullscreen.toggleFullscreen}
          >
            <PlayerIcon name={fullscreen.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
          </button>
        )}
      </div>
    </div>
  );
}
