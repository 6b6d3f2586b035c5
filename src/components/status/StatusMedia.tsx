import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MediaAttachment, Status } from '../../entities/types';

function Thumbnail({ media }: { media: MediaAttachment }) {
  const src = media.previewUrl ?? media.url;
  const alt = media.description ?? '';
  const full = media.url ?? media.remoteUrl;
  const focus = media.focus
    ? `${((media.focus.x + 1) / 2) * 100}% ${((1 - media.focus.y) / 2) * 100}%`
    : '50% 50%';
  if (!src || !full) {
    return (
      <a
        className="media-gallery__item media-gallery__item--unavailable"
        href={media.remoteUrl ?? undefined}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        {alt}
      </a>
    );
  }
  if (media.type === 'video' || media.type === 'gifv' || media.type === 'audio') {
    return (
      <video
        className="media-gallery__item"
        src={full}
        poster={media.previewUrl ?? undefined}
        controls
        preload="none"
        aria-label={alt}
        loop={media.type === 'gifv'}
        muted={media.type === 'gifv'}
      />
    );
  }
  return (
    <a
      className="media-gallery__item"
      href={full}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      <img
        src={src}
        alt={alt}
        title={alt || undefined}
        loading="lazy"
        decoding="async"
        style={{ objectPosition: focus }}
      />
    </a>
  );
}

/**
 * Media attachments; sensitive media, and media a blur filter matched, sit behind a cover
 * until revealed (SPEC §4: 'Matches filter' takes precedence over 'Sensitive content').
 */
export function StatusMedia({
  status,
  onToggleHidden,
  matchedFilters = [],
}: {
  status: Status;
  onToggleHidden: () => void;
  /** Titles of the blur filters that matched this status. */
  matchedFilters?: string[];
}) {
  const intl = useIntl();
  const [filterRevealed, setFilterRevealed] = useState(false);
  const media = status.mediaAttachments;
  if (media.length === 0) return null;
  if (status.hidden && status.spoilerText) return null;
  const filterCovered = matchedFilters.length > 0 && !filterRevealed;
  const covered = filterCovered || (status.hidden && status.sensitive);
  return (
    <div className={`media-gallery media-gallery--${Math.min(media.length, 4)}`}>
      {covered ? (
        <button
          type="button"
          className="media-gallery__cover"
          onClick={filterCovered ? () => setFilterRevealed(true) : onToggleHidden}
        >
          <span className="media-gallery__cover-title">
            {filterCovered
              ? intl.formatMessage(
                  {
                    id: 'filter_warning.matches_filter',
                    defaultMessage: 'Matches filter: {titles}',
                  },
                  { titles: intl.formatList(matchedFilters, { type: 'conjunction' }) },
                )
              : intl.formatMessage({
                  id: 'status.sensitive_warning',
                  defaultMessage: 'Sensitive content',
                })}
          </span>
          <span>
            {intl.formatMessage({ id: 'status.media.show', defaultMessage: 'Click to show' })}
          </span>
        </button>
      ) : (
        <>
          {media.slice(0, 4).map((m) => (
            <Thumbnail key={m.id} media={m} />
          ))}
          {status.sensitive && (
            <button
              type="button"
              className="media-gallery__hide"
              onClick={onToggleHidden}
              aria-label={intl.formatMessage({ id: 'media_gallery.hide', defaultMessage: 'Hide' })}
            >
              {intl.formatMessage({ id: 'media_gallery.hide', defaultMessage: 'Hide' })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
