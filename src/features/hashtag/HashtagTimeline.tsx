import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';

export function Component() {
  const tag = useParams().tag ?? '';
  const title = `#${tag}`;
  return (
    <Column title={title} showBack>
      <Timeline
        source={{ kind: 'tag', tag }}
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
