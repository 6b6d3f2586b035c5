import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { selectThumbnailProgress } from '../../store/compose/composerSelectors';
import type { ComposeMedia } from '../../store/compose/draft';
import { composeMediaRemoved } from '../../store/compose/draft';
import { formatFocus, parseFocus } from '../../store/compose/composeMediaRules';
import { changeThumbnail, describeMedia } from '../../store/compose/composeUpload';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FocusPicker } from './FocusPicker';

/** One attached file: preview, description, focus ('x,y') and, for video and audio, a thumbnail. */
export function MediaItem({ media }: { media: ComposeMedia }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const thumbnailProgress = useAppSelector(selectThumbnailProgress);
  const [description, setDescription] = useState(media.description);
  const [focusText, setFocusText] = useState(media.focus ? formatFocus(media.focus) : '');
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const save = (focus = parseFocus(focusText) ?? media.focus) =>
    void dispatch(describeMedia({ id: media.id, description, focus }));
  const preview = media.previewUrl ?? media.url;

  return (
    <li className="compose-media">
      {media.type === 'image' && preview ? (
        <FocusPicker
          src={preview}
          focus={parseFocus(focusText) ?? media.focus}
          onChange={(focus) => {
            setFocusText(formatFocus(focus));
            save(focus);
          }}
        />
      ) : (
        preview && <img className="compose-media__preview" src={preview} alt="" />
      )}
      <div className="compose-media__fields">
        <label>
          {t('upload_form.description', 'Describe for people who are blind or have low vision')}
          <textarea
            value={description}
            rows={2}
            onChange={(e) => setDescription(e.target.value)}
            onBlur={() => save()}
          />
        </label>
        {media.type === 'image' && (
          <label>
            {t('upload_form.focus', 'Focal point (x,y)')}
            <input
              type="text"
              value={focusText}
              placeholder="0.00,0.00"
              onChange={(e) => setFocusText(e.target.value)}
              onBlur={() => {
                const focus = parseFocus(focusText);
                if (focus) setFocusText(formatFocus(focus));
                save(focus ?? media.focus);
              }}
            />
          </label>
        )}
        {(media.type === 'video' || media.type === 'audio') && media.unattached && (
          <label>
            {t('upload_form.thumbnail', 'Change thumbnail')}
            <input
              type="file"
              accept="image/*"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void dispatch(changeThumbnail({ id: media.id, file }));
              }}
            />
            {thumbnailProgress !== null && (
              <progress
                max={100}
                value={thumbnailProgress}
                aria-label={t('upload_form.thumbnail', 'Change thumbnail')}
              />
            )}
          </label>
        )}
      </div>
      <button
        type="button"
        className="icon-button compose-media__remove"
        aria-label={t('upload_form.undo', 'Delete')}
        title={t('upload_form.undo', 'Delete')}
        onClick={() => dispatch(composeMediaRemoved(media.id))}
      >
        <Icon name="close" />
      </button>
    </li>
  );
}
