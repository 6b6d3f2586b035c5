import { useIntl } from 'react-intl';
import type { Status } from '../../entities/types';
import { InlineRichText, RichText } from '../RichText';
import { useAppSelector } from '../../store/hooks';
import { selectExpandSpoilers } from '../../store/session/settingsSelectors';
import { isContentHidden } from './contentHidden';

/** The content warning and the content; hidden while the status is hidden. */
export function StatusContent({
  status,
  onToggleHidden,
}: {
  status: Status;
  onToggleHidden: () => void;
}) {
  const intl = useIntl();
  const hasSpoiler = status.spoilerText.length > 0;
  const hidden = isContentHidden(status, useAppSelector(selectExpandSpoilers));
  return (
    <div className="status__content">
      {hasSpoiler && (
        <p className="status__spoiler">
          <span className="status__spoiler-text">
            <InlineRichText nodes={status.spoilerNodes} />
          </span>{' '}
          <button
            type="button"
            className="status__content__spoiler-link"
            aria-expanded={!hidden}
            onClick={onToggleHidden}
          >
            {hidden
              ? intl.formatMessage({ id: 'status.show_more', defaultMessage: 'Show more' })
              : intl.formatMessage({ id: 'status.show_less', defaultMessage: 'Show less' })}
          </button>
        </p>
      )}
      {!hidden && (
        <RichText
          nodes={status.content}
          className="status__content__text"
          lang={status.language ?? undefined}
        />
      )}
    </div>
  );
}
