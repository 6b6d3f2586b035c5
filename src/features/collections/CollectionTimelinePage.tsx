import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CollectionKind } from '../../store/collections/collections';
import { loadCollectionItem } from '../../store/collections/collectionActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { TimelineSource } from '../../entities/timelineSource';
import { TimelineColumn } from '../timeline/TimelineColumn';
import { Column } from '../ui/Column';

/** The statuses of one collection item; a 404 says it is gone (SPEC §8). */
export function CollectionTimelinePage({
  kind,
  id,
  source,
  view,
  emptyMessage,
}: {
  kind: CollectionKind;
  id: string;
  source: TimelineSource;
  view: string;
  emptyMessage: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const item = useAppSelector((s) => s.collections[kind].items[id]);
  const hasLoaded = useAppSelector((s) => s.collections[kind].hasLoaded);
  useEffect(() => {
    void dispatch(loadCollectionItem({ kind, id }));
  }, [dispatch, kind, id]);
  if (!item && hasLoaded) {
    return (
      <Column title="…" showBack>
        <p className="empty-column" role="status">
          <FormattedMessage id="collection.not_found" defaultMessage="This could not be found." />
        </p>
      </Column>
    );
  }
  const title = item?.title ?? '…';
  return (
    <TimelineColumn
      title={title}
      source={source}
      filterContext={view}
      emptyMessage={emptyMessage}
    />
  );
}
