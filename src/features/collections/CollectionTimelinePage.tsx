import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppHistory } from '../../components/navigation/navigation';
import {
  COLLECTION_KINDS,
  hasMemberEditor,
  type CollectionKind,
  type CollectionKinds,
} from '../../entities/collectionKinds';
import type { TimelineSource } from '../../entities/timelineSource';
import { fetchCollection } from '../../store/collections/collectionActions';
import {
  selectCollection,
  selectCollectionItem,
  selectHasCollectionKind,
  selectHasCollectionTimeline,
} from '../../store/collections/collectionSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';
import { Component as NotFound } from '../ui/NotFound';
import { CollectionEditDialog } from './CollectionEditDialog';
import { CollectionMembersDialog } from './CollectionMembersDialog';
import { DeleteCollectionButton } from './DeleteCollectionButton';
import './collections.css';

/** The kinds whose timeline the store's timelines know (a kind's screens need it). */
export type KindWithTimeline = {
  [K in CollectionKind]: CollectionKinds[K]['timeline']['source'] extends TimelineSource['kind']
    ? K
    : never;
}[CollectionKind];

/** Edit, members (for kinds that hold accounts) and delete, in the item's header. */
function ItemActions({ kind, id }: { kind: KindWithTimeline; id: string }) {
  const intl = useIntl();
  const { replace } = useAppHistory();
  const item = useAppSelector((s) => selectCollectionItem(s, kind, id));
  const [open, setOpen] = useState<'edit' | 'members' | null>(null);
  const entry = COLLECTION_KINDS[kind];
  const close = () => setOpen(null);
  if (!item) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen('edit')}>
        {intl.formatMessage(entry.messages.edit)}
      </button>
      {entry.members && (
        <button type="button" className="button" onClick={() => setOpen('members')}>
          {intl.formatMessage(entry.members.messages.title)}
        </button>
      )}
      <DeleteCollectionButton kind={kind} id={id} onDeleted={() => replace(entry.routes.list)} />
      {open === 'edit' && <CollectionEditDialog kind={kind} item={item} onClose={close} />}
      {open === 'members' && hasMemberEditor(kind) && (
        <CollectionMembersDialog kind={kind} id={id} onClose={close} />
      )}
    </>
  );
}

interface ItemProps {
  kind: KindWithTimeline;
  id: string;
  /** A kind's own header actions instead of the generic ones (an antenna's settings link). */
  actions?: ReactNode;
}

/** One collection item: its header actions and its statuses; a 404 says it is gone. */
export function CollectionTimelinePage(props: ItemProps) {
  const isAvailable = useAppSelector((s) => selectHasCollectionKind(s, props.kind));
  // A server without the kind is never asked about it.
  return isAvailable ? <ItemPage {...props} /> : <NotFound />;
}

function ItemPage({ kind, id, actions }: ItemProps) {
  const dispatch = useAppDispatch();
  const item = useAppSelector((s) => selectCollectionItem(s, kind, id));
  const hasLoaded = useAppSelector((s) => selectCollection(s, kind).hasLoaded);
  const hasTimeline = useAppSelector((s) => selectHasCollectionTimeline(s, kind));
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
  const title = item?.title ?? '…';
  return (
    <Column
      title={title}
      showBack
      pin={{ id: column, params: { id } }}
      actions={actions ?? <ItemActions kind={kind} id={id} />}
    >
      {hasTimeline && (
        <Timeline
          source={source}
          label={title}
          filterContext={timeline.view}
          emptyMessage={<FormattedMessage {...messages.timelineEmpty} />}
        />
      )}
    </Column>
  );
}
