import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { CollectionTimelinePage } from '../collections/CollectionTimelinePage';

/** /bookmark_categories/{id}: its statuses, seen as bookmarks (filters never hide, SPEC §6). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <CollectionTimelinePage
      kind="bookmark_categories"
      id={id}
      source={{ kind: 'bookmark_category', id }}
      view="bookmarks"
      emptyMessage={
        <FormattedMessage
          id="empty_column.bookmark_category"
          defaultMessage="There are no posts in this category yet."
        />
      }
    />
  );
}
