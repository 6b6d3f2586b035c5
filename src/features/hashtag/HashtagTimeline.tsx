import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { useAppHistory } from '../../components/navigation/navigation';
import { Column } from '../ui/Column';
import { Timeline } from '../timeline/Timeline';
import { HashtagHeader } from './HashtagHeader';
import { HashtagSettings } from './HashtagSettings';
import { tagParamsFromSearch, tagParamsToSearch, tagTimelineSource } from './tagColumnParams';
import './hashtag.css';

/** /tags/{tag}: the hashtag's header, its column settings and its timeline. */
export function Component() {
  const intl = useIntl();
  const tag = useParams().tag ?? '';
  const { search } = useLocation();
  const { replace } = useAppHistory();
  const settingsId = useId();
  const params = tagParamsFromSearch(new URLSearchParams(search));
  const [showSettings, setShowSettings] = useState(false);
  const title = `#${tag}`;
  const settingsLabel = showSettings
    ? intl.formatMessage({ id: 'column_header.hide_settings', defaultMessage: 'Hide settings' })
    : intl.formatMessage({ id: 'column_header.show_settings', defaultMessage: 'Show settings' });
  return (
    <Column
      title={title}
      showBack
      actions={
        <button
          type="button"
          className="button"
          aria-expanded={showSettings}
          aria-controls={settingsId}
          onClick={() => setShowSettings(!showSettings)}
        >
          {settingsLabel}
        </button>
      }
    >
      {showSettings && (
        <div id={settingsId}>
          <HashtagSettings
            key={tag}
            params={params}
            onChange={(next) =>
              replace(`/tags/${encodeURIComponent(tag)}${tagParamsToSearch(next)}`)
            }
          />
        </div>
      )}
      <HashtagHeader tag={tag} />
      <Timeline
        source={tagTimelineSource(tag, params)}
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
