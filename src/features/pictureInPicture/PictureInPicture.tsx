import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { IconButton } from '../../components/IconButton';
import { useLayout } from '../../components/navigation/useLayout';
import { AudioPlayer } from '../../components/status/media/player/AudioPlayer';
import { playerMessages as m } from '../../components/status/media/player/playerMessages';
import { VideoPlayer } from '../../components/status/media/player/VideoPlayer';
import { DEFAULT_PLAYER_COLORS } from '../../components/status/media/player/handOver';
import { StatusActionBar } from '../../components/status/StatusActionBar';
import { useStatusHandlers } from '../../components/status/useStatusHandlers';
import type { MediaAttachment, Status } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  pictureInPictureRemoved,
  type PictureInPicturePlayback,
} from '../../store/pictureInPicture/pictureInPicture';
import {
  selectPictureInPicture,
  selectPictureInPictureIsMobile,
} from '../../store/pictureInPicture/selectors';
import { selectAccount, selectStatus } from '../../store/selectors';
import './pictureInPicture.css';

/** The attachment as the players take it, rebuilt from what was handed over. */
const mediaOf = (playback: PictureInPicturePlayback): MediaAttachment => ({
  id: playback.attachmentId,
  type: playback.type,
  url: playback.src,
  previewUrl: playback.poster,
  remoteUrl: null,
  description: playback.description,
  blurhash: null,
  focus: null,
  width: playback.width,
  height: playback.height,
  duration: null,
  frameRate: playback.frameRate,
  colors: playback.colors,
});

/** The post's own action bar (reply, boost, favourite, …) with its handlers. */
function StatusActions({ status }: { status: Status }) {
  const handlers = useStatusHandlers(status);
  return <StatusActionBar status={status} handlers={handlers} />;
}

/**
 * The app's own picture-in-picture player, rendered once at the root: what was playing goes on
 * here, in a corner (above the tab bar on mobile), with the post's actions, a way back to the
 * post and a close button.
 */
export function PictureInPicture() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const playback = useAppSelector(selectPictureInPicture);
  const deployedOnMobile = useAppSelector(selectPictureInPictureIsMobile);
  const isMobile = useLayout() === 'mobile' || deployedOnMobile;
  const status = useAppSelector((state) => selectStatus(state, playback?.statusId));
  const account = useAppSelector((state) => selectAccount(state, playback?.accountId));
  if (!playback) return null;
  const media = mediaOf(playback);
  const common = {
    media,
    src: playback.src,
    visible: true,
    startTime: playback.currentTime,
    loudness: { volume: playback.volume, muted: playback.muted },
    autoPlay: true,
  };
  return (
    <aside
      // A new hand-over starts a new player.
      key={`${playback.attachmentId}:${playback.currentTime}`}
      className={`picture-in-picture${isMobile ? ' picture-in-picture--mobile' : ''}`}
      aria-label={intl.formatMessage(m.pictureInPicture)}
    >
      <div className="picture-in-picture__header">
        <span className="picture-in-picture__account">
          <Avatar account={account} size={24} />
          <DisplayName account={account} withAcct={false} />
        </span>
        <IconButton
          icon="close"
          title={intl.formatMessage(m.close)}
          onClick={() => dispatch(pictureInPictureRemoved())}
        />
      </div>
      {playback.type === 'video' ? (
        <VideoPlayer {...common} />
      ) : (
        <AudioPlayer
          {...common}
          poster={playback.poster}
          colors={playback.colors ?? DEFAULT_PLAYER_COLORS}
        />
      )}
      <div className="picture-in-picture__footer">
        {status && <StatusActions status={status} />}
        {account && (
          <AppLink
            to={`/@${account.acct}/${playback.statusId}`}
            className="picture-in-picture__back"
          >
            {intl.formatMessage(m.goBack)}
          </AppLink>
        )}
      </div>
    </aside>
  );
}
