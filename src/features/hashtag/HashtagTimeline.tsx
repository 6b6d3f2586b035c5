import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from '../../components/navigation/router';
import { useAppHistory } from '../../components/navigation/navigation';
import { useDeckColumn } from '../columns/deckColumnContext';
import { Column } from '../ui/Column';
import { Timeline } from '../timeline/Timeline';
import { HashtagHeader } from './HashtagHeader';
import { HashtagSettings } from './HashtagSettings';
import {
  tagParamsFromSearch,
  tagParamsToSearch,
  tagTimelineSource,
  type TagColumnParams,
} from './tagColumnParams';
import './hashtag.css';

const NO_PARAMS: TagColumnParams = { any: [], all: [], none: [], local: false };

/**
 * A hashtag's header and statuses. The screen at /tags/{tag} has Mastodon's column settings
 * (kept in its address); a saved deck column has the deck's own (media only, regex).
 */
export function HashtagColumn({
  tag,
  params = NO_PARAMS,
  onParamsChange,
}: {
  tag: string;
  params?: TagColumnParams;
  onParamsChange?: (params: TagColumnParams) => void;
}) {
  const intl = useIntl();
  const onlyMedia = useDeckColumn()?.column.params.onlyMedia ?? false;
  const settingsId = useId();
  const [showSettings, setShowSettings] = useState(false);
  const title = `#${tag}`;
  const source = tagTimelineSource(tag, params);
  if (onlyMedia && source.kind === 'tag') source.onlyMedia = true;
  const settingsLabel = showSettings
    ? intl.formatMessage({ id: 'column_header.hide_settings', defaultMessage: 'Hide settings' })
    : intl.formatMessage({ id: 'column_header.show_settings', defaultMessage: 'Show settings' });
  return (
    <Column
      title={title}
      showBack
      pin={{ id: 'HASHTAG', params: { tag } }}
      actions={
        onParamsChange && (
          <button
            type="button"
            className="button"
            aria-expanded={showSettings}
            aria-controls={settingsId}
            onClick={() => setShowSettings(!showSettings)}
          >
            {settingsLabel}
          </button>
        )
      }
    >
      {onParamsChange && showSettings && (
        <div id={settingsId}>
          <HashtagSettings key={tag} params={params} onChange={onParamsChange} />
        </div>
      )}
      <HashtagHeader tag={tag} />
      <Timeline
        source={source}
        label={title}
        filterContext="public"
        emptyMessage={
          <FormattedMessage
            id="empty_column.hashtag"
            defaultMessage="There is nothing in this hashtag yet."
          />
        }
      />
    </Column>
  );
}

/** /tags/{tag}: the column settings in the address, so a reload or a shared link keeps them. */
export function Component() {
  const tag = useParams().tag ?? '';
  const { search } = useLocation();
  const { replace } = useAppHistory();
  return (
    <HashtagColumn
      tag={tag}
      params={tagParamsFromSearch(new URLSearchParams(search))}
      onParamsChange={(next) =>
        replace(`/tags/${encodeURIComponent(tag)}${tagParamsToSearch(next)}`)
      }
    />
  );
}
