import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseTagList, TAG_MODES, type TagColumnParams, type TagMode } from './tagColumnParams';

const MODE_LABELS: Record<TagMode, { id: string; defaultMessage: string }> = {
  any: { id: 'hashtag.column_settings.tag_mode.any', defaultMessage: 'Any of these' },
  all: { id: 'hashtag.column_settings.tag_mode.all', defaultMessage: 'All of these' },
  none: { id: 'hashtag.column_settings.tag_mode.none', defaultMessage: 'None of these' },
};

/**
 * Mastodon's hashtag column settings. A tag field applies when it is left or Enter is pressed,
 * not on every key: each change asks for the timeline again.
 */
export function HashtagSettings({
  params,
  onChange,
}: {
  params: TagColumnParams;
  onChange: (params: TagColumnParams) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const hasTags = TAG_MODES.some((mode) => params[mode].length > 0);
  const [isOpen, setOpen] = useState(hasTags);
  const [drafts, setDrafts] = useState(() =>
    Object.fromEntries(TAG_MODES.map((m) => [m, params[m].join(' ')])),
  );
  const apply = (mode: TagMode) => {
    const tags = parseTagList(drafts[mode] ?? '');
    if (tags.join(' ') !== params[mode].join(' ')) onChange({ ...params, [mode]: tags });
  };
  return (
    <div className="hashtag-settings" id={id}>
      <label className="hashtag-settings__row">
        <input
          type="checkbox"
          checked={isOpen}
          onChange={(e) => {
            setOpen(e.target.checked);
            if (!e.target.checked && hasTags) {
              setDrafts({ any: '', all: '', none: '' });
              onChange({ ...params, any: [], all: [], none: [] });
            }
          }}
        />
        <FormattedMessage
          id="hashtag.column_settings.tag_toggle"
          defaultMessage="Include additional tags for this column"
        />
      </label>
      {isOpen &&
        TAG_MODES.map((mode) => (
          <label key={mode} className="hashtag-settings__field">
            <span>{intl.formatMessage(MODE_LABELS[mode])}</span>
            <input
              type="text"
              value={drafts[mode] ?? ''}
              placeholder={intl.formatMessage({
                id: 'hashtag.column_settings.select.placeholder',
                defaultMessage: 'Enter hashtags…',
              })}
              onChange={(e) => setDrafts({ ...drafts, [mode]: e.target.value })}
              onBlur={() => apply(mode)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') apply(mode);
              }}
            />
          </label>
        ))}
      <label className="hashtag-settings__row">
        <input
          type="checkbox"
          checked={params.local}
          onChange={(e) => onChange({ ...params, local: e.target.checked })}
        />
        <FormattedMessage id="community.column_settings.local_only" defaultMessage="Local only" />
      </label>
    </div>
  );
}
