import { lazy, Suspense, useRef, useState } from 'react';
import { useStatusHotkey } from '../../hotkeys/statusHotkeys';
import { useIntl } from 'react-intl';
import type { MediaAttachment, Status } from '../../../entities/types';
import { useAppSelector } from '../../../store/hooks';
import { selectDisplayMedia } from '../../../store/session/settingsSelectors';
import { Blurhash } from './Blurhash';
import { mediaMessages as m } from './mediaMessages';
import { focusPosition, isMediaVisible, mediaOverlay } from './mediaRules';
import { LazyStatusMediaPlayer } from './LazyStatusMediaPlayer';
import { isPlayable } from './player/playable';
import './media.css';

const MAX_ITEMS = 4;

// The full-size viewer (and the video player it holds) loads when a picture is first opened.
const MediaModal = lazy(async () => ({ default: (await import('./MediaModal')).MediaModal }));

function AltBadge({ description }: { description: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="media-gallery__alt"
        aria-expanded={open}
        title={intl.formatMessage(m.altTitle)}
        onClick={() => setOpen((o) => !o)}
      >
        {intl.formatMessage(m.alt)}
      </button>
      {open && <p className="media-gallery__alt-text">{description}</p>}
    </>
  );
}

function Item({ media, onOpen }: { media: MediaAttachment; onOpen: () => void }) {
  const alt = media.description ?? '';
  const src = media.url ?? media.remoteUrl;
  const preview = media.previewUrl ?? media.url;
  let body;
  if (media.type === 'gifv' && src) {
    body = (
      <video
        className="media-gallery__media"
        src={src}
        poster={media.previewUrl ?? undefined}
        controls
        preload="none"
        aria-label={alt}
        loop
        muted
        playsInline
      />
    );
  } else if (media.type === 'image' && preview) {
    body = (
      <button type="button" className="media-gallery__open" onClick={onOpen}>
        <Blurhash hash={media.blurhash} className="media-gallery__blurhash" />
        <img
          src={preview}
          alt={alt}
          loading="lazy"
          decoding="async"
          style={{ objectPosition: focusPosition(media.focus) }}
        />
      </button>
    );
  } else {
    body = (
      <a
        className="media-gallery__unavailable"
        href={media.remoteUrl ?? src ?? undefined}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        {alt || media.remoteUrl}
      </a>
    );
  }
  return (
    <div className="media-gallery__item">
      {body}
      {alt && <AltBadge description={alt} />}
    </div>
  );
}

/**
 * A gallery of up to four items, blurred placeholders, focus points, alt
 * text, and the cover with its overlay wording while hidden. `matchedFilters` are the titles of
 * the filters the status matched (for 'Matches filter').
 */
export function MediaGallery({
  status,
  matchedFilters = [],
  detailed = false,
}: {
  status: Status;
  matchedFilters?: string[];
  /** On the status page (a video's metadata loads up front). */
  detailed?: boolean;
}) {
  const intl = useIntl();
  const displayMedia = useAppSelector(selectDisplayMedia);
  const [visible, setVisible] = useState<boolean | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const galleryRef = useRef<HTMLDivElement>(null);
  const media = status.mediaAttachments.slice(0, MAX_ITEMS);
  const shown = isMediaVisible({
    visible,
    displayMedia,
    sensitive: status.sensitive,
    matchedFilters,
  });
  const overlay = mediaOverlay({ media, matchedFilters, sensitive: status.sensitive });
  const images = media.filter((item) => item.type === 'image');
  const canToggle = media.length > 0 && (shown || !overlay.disabled);
  useStatusHotkey('toggleSensitive', canToggle ? () => setVisible(!shown) : null);
  // Hidden media are shown first; then the first image opens, or the player takes focus.
  useStatusHotkey(
    'openMedia',
    canToggle
      ? () => {
          if (!shown) setVisible(true);
          else if (images.length > 0) setOpened(0);
          else galleryRef.current?.querySelector<HTMLElement>('[role="group"][tabindex]')?.focus();
        }
      : null,
  );
  if (media.length === 0) return null;
  const layout = `media-gallery media-gallery--${media.length}${media.some((i) => i.type === 'audio') ? ' media-gallery--audio' : ''}${media.some(isPlayable) ? ' media-gallery--player' : ''}`;
  // A player stays mounted while hidden, so hiding pauses it rather than ending it.
  const player = (item: MediaAttachment) =>
    isPlayable(item) ? (
      <div key={item.id} className="media-gallery__item">
        <LazyStatusMediaPlayer status={status} media={item} visible={shown} detailed={detailed} />
      </div>
    ) : null;

  if (!shown) {
    const title =
      overlay.kind === 'uncached'
        ? intl.formatMessage(m.uncachedTitle)
        : overlay.kind === 'filter'
          ? `${intl.formatMessage(m.filterTitle)}: ${matchedFilters.join(', ')}`
          : overlay.kind === 'sensitive'
            ? intl.formatMessage(m.sensitiveTitle)
            : intl.formatMessage(m.hiddenTitle);
    const action =
      overlay.kind === 'uncached'
        ? intl.formatMessage(m.uncachedAction)
        : intl.formatMessage(m.show);
    return (
      <div className={layout}>
        {media.map(
          (item) =>
            player(item) ?? (
              <div key={item.id} className="media-gallery__item">
                <Blurhash hash={item.blurhash} className="media-gallery__blurhash" />
              </div>
            ),
        )}
        <button
          type="button"
          className="media-gallery__cover"
          disabled={overlay.disabled}
          onClick={() => setVisible(true)}
        >
          <span className="media-gallery__cover-title">{title}</span>
          <span className="media-gallery__cover-action">{action}</span>
        </button>
      </div>
    );
  }

  return (
    <div className={layout} ref={galleryRef}>
      {media.map(
        (item) =>
          player(item) ?? (
            <Item key={item.id} media={item} onOpen={() => setOpened(images.indexOf(item))} />
          ),
      )}
      <button type="button" className="media-gallery__hide" onClick={() => setVisible(false)}>
        {intl.formatMessage(m.hide)}
      </button>
      {opened !== null && opened >= 0 && (
        <Suspense fallback={null}>
          <MediaModal media={images} startIndex={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </div>
  );
}
