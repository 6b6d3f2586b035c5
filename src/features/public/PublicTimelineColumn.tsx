import { FormattedMessage } from 'react-intl';
import type { TimelineSource } from '../../store/timelineSources';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';

export function PublicTimelineColumn({ title, source }: { title: string; source: TimelineSource }) {
  return (
    <Column title={title}>
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
