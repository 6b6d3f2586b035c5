import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useDeckColumn } from '../columns/deckColumnContext';
import { TimelineColumn } from '../timeline/TimelineColumn';

/** A hashtag's statuses; as a deck column it may ask the server for media only. */
export function HashtagColumn({ tag }: { tag: string }) {
  const onlyMedia = useDeckColumn()?.column.params.onlyMedia ?? false;
  const title = `#${tag}`;
  return (
    <TimelineColumn
      title={title}
      pin={{ id: 'HASHTAG', params: { tag } }}
      source={onlyMedia ? { kind: 'tag', tag, onlyMedia } : { kind: 'tag', tag }}
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

export function Component() {
  return <HashtagColumn tag={useParams().tag ?? ''} />;
}
