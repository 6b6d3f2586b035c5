import { useIntl } from 'react-intl';
import { CollectionListPage } from '../collections/CollectionListPage';

/** /bookmark_categories */
export function Component() {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <CollectionListPage
      kind="bookmark_categories"
      basePath="/bookmark_categories"
      texts={{
        title: t('column.bookmark_categories', 'Bookmark categories'),
        empty: t('empty_column.bookmark_categories', 'There are no bookmark categories yet.'),
        newTitle: t('bookmark_categories.new.title', 'New category title'),
        create: t('bookmark_categories.new.create', 'Add category'),
      }}
    />
  );
}
