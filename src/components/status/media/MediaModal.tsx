import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { MediaAttachment } from '../../../entities/types';
import { Modal } from '../../Modal';
import { mediaMessages as m } from './mediaMessages';
import { VideoPlayer } from './player/VideoPlayer';

/** The pictures of a status at full size; arrows (buttons or keys) between them. */
export function MediaModal({
  media,
  startIndex,
  onClose,
}: {
  media: MediaAttachment[];
  startIndex: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(startIndex);
  const count = media.length;
  const item = media[index];
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);
  if (!item) return null;
  const src = item.url ?? item.previewUrl ?? '';
  return createPortal(
    <Modal title={intl.formatMessage(m.viewer)} onClose={onClose}>
      <div className="media-modal">
        <figure className="media-modal__figure">
          {item.type === 'image' ? (
            <img src={src} alt={item.description ?? ''} className="media-modal__image" />
          ) : (
            <VideoPlayer media={item} src={src} visible autoPlay />
          )}
          {item.description && <figcaption>{item.description}</figcaption>}
        </figure>
        <div className="modal__actions">
          {count > 1 && (
            <button
              type="button"
              className="button"
              onClick={() => setIndex((i) => (i - 1 + count) % count)}
            >
              {intl.formatMessage(m.previous)}
            </button>
          )}
          {count > 1 && (
            <span className="media-modal__position">
              {index + 1} / {count}
            </span>
          )}
          {count > 1 && (
            <button
              type="button"
              className="button"
              onClick={() => setIndex((i) => (i + 1) % count)}
            >
              {intl.formatMessage(m.next)}
            </button>
          )}
          <button type="button" className="button" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </button>
        </div>
      </div>
    </Modal>,
    document.body,
  );
}
