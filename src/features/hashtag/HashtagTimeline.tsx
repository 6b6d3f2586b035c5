import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { TimelineColumn } from '../timeline/TimelineColumn';

export function Component() {
  const tag = useParams().tag ?? '';
  const title = `#${tag}`;
  return (
    <TimelineColumn
      title={title}
      source={{ kind: 'tag', tag }}
      filterContext="public"
      emptyMessage={
        <FormattedMessage
          id="empty_column.hashtag"
          defaultMessage="There is nothing in this hashtag yet."
        />
      }
    />
  );
}
