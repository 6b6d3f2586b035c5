import { FormattedMessage } from 'react-intl';
import { regexColumnOf } from '../../store/filters/regexFilters';
import type { TimelineSource } from '../../entities/timelineSource';
import { timelineKey } from '../../store/timelines/timelineSources';
import { RegexFilterSetting } from '../timeline/RegexFilterSetting';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';

export function PublicTimelineColumn({ title, source }: { title: string; source: TimelineSource }) {
  const regexColumn = regexColumnOf(timelineKey(source));
  return (
    <Column
      title={title}
      actions={regexColumn ? <RegexFilterSetting column={regexColumn} /> : undefined}
    >
      <Timeline
        source={source}
        label={title}
        filterContext="public"
        emptyMessage={
          <FormattedMessage
            id="empty_column.public"
            defaultMessage="There is nothing here! Write something publicly."
          />
        }
      />
    </Column>
  );
}
