import type { MediaAttachment, Status } from '../../../../entities/types';
import { useAppSelector } from '../../../../store/hooks';
import { selectAccount } from '../../../../store/selectors';
import { AudioPlayer } from './AudioPlayer';
import { handOverPayload, playerColors } from './handOver';
import type { HandOver } from './usePictureInPictureHandOver';
import { VideoPlayer } from './VideoPlayer';

/** A status's video or audio in its player, ready to move to picture-in-picture. */
export function StatusMediaPlayer({
  status,
  media,
  visible,
  detailed,
}: {
  status: Status;
  media: MediaAttachment & { type: 'video' | 'audio' };
  visible: boolean;
  detailed: boolean;
}) {
  const account = useAppSelector((state) => selectAccount(state, status.accountId));
  const src = media.url ?? media.remoteUrl ?? '';
  const type = media.type;
  const poster =
    type === 'audio' ? (media.previewUrl ?? account?.avatarStatic ?? null) : media.previewUrl;
  const handOver: HandOver = (playing) =>
    handOverPayload({
      type,
      statusId: status.id,
      accountId: status.accountId,
      media,
      src,
      poster,
      playing,
    });
  if (type === 'audio') {
    return (
      <AudioPlayer
        media={media}
        src={src}
        poster={poster}
        colors={playerColors(media.colors)}
        visible={visible}
        handOver={handOver}
      />
    );
  }
  return (
    <VideoPlayer
      media={media}
      src={src}
      visible={visible}
      detailed={detailed}
      handOver={handOver}
    />
  );
}
