import { FormattedMessage } from 'react-intl';
import { regexColumnOf } from '../../store/filters/regexFilters';
import type { TimelineSource } from '../../entities/timelineSource';
import { timelineKey } from '../../store/timelines/timelineSources';
import { RegexFilterSetting } from '../timeline/RegexFilterSetting';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';
import type { PinDescriptor } from '../columns/ColumnHeaderControls';
import { useDeckColumn } from '../columns/deckColumnContext';

export function PublicTimelineColumn({
  title,
  source,
  pin,
}: {
  title: string;
  source: Extract<TimelineSource, { kind: 'public' }>;
  pin?: PinDescriptor;
}) {
  const regexColumn = regexColumnOf(timelineKey(source));
  // The server sends only statuses with media when the column asks for them.
  const onlyMedia = useDeckColumn()?.column.params.onlyMedia ?? false;
  return (
    <Column
      title={title}
      pin={pin}
      actions={regexColumn ? <RegexFilterSetting column={regexColumn} /> : undefined}
    >
      <Timeline
        source={onlyMedia ? { ...source, onlyMedia } : source}
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
