import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  COLLECTION_KINDS,
  type CollectionKind,
  type CollectionKinds,
} from '../../entities/collectionKinds';
import { fetchCollection } from '../../store/collections/collectionActions';
import { selectCollection } from '../../store/collections/collectionSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { TimelineSource } from '../../entities/timelineSource';
import { TimelineColumn } from '../timeline/TimelineColumn';
import { Column } from '../ui/Column';

/** The kinds whose timeline the store's timelines know (a kind's screens need it). */
export type KindWithTimeline = {
  [K in CollectionKind]: CollectionKinds[K]['timeline']['source'] extends TimelineSource['kind']
    ? K
    : never;
}[CollectionKind];

/** The statuses of one collection item; a 404 says it is gone. */
export function CollectionTimelinePage({ kind, id }: { kind: KindWithTimeline; id: string }) {
  const dispatch = useAppDispatch();
  const item = useAppSelector((s) => selectCollection(s, kind).items[id]);
  const hasLoaded = useAppSelector((s) => selectCollection(s, kind).hasLoaded);
  useEffect(() => {
    void dispatch(fetchCollection({ kind, id }));
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
  const { timeline, messages, column } = COLLECTION_KINDS[kind];
  const source: TimelineSource = { kind: timeline.source, id };
  return (
    <TimelineColumn
      title={item?.title ?? '…'}
      pin={{ id: column, params: { id } }}
      source={source}
      filterContext={timeline.view}
      emptyMessage={<FormattedMessage {...messages.timelineEmpty} />}
    />
  );
}
