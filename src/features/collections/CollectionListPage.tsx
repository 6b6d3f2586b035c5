import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { COLLECTION_KINDS, type CollectionKind } from '../../entities/collectionKinds';
import {
  createCollection,
  deleteCollection,
  fetchCollections,
  renameCollection,
} from '../../store/collections/collectionActions';
import { selectCollection } from '../../store/collections/collectionSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Column } from '../ui/Column';
import './collections.css';

function Row({ kind, id }: { kind: CollectionKind; id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const item = useAppSelector((s) => selectCollection(s, kind).items[id]);
  const [editing, setEditing] = useState<string | null>(null);
  const t = (key: string, defaultMessage: string) =>
    intl.formatMessage({ id: key, defaultMessage });
  if (!item) return null;
  if (editing !== null) {
    return (
      <li className="collection-list__item">
        <form
          className="collection-list__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!editing.trim()) return;
            void dispatch(renameCollection({ kind, id, title: editing.trim() }));
            setEditing(null);
          }}
        >
          <input
            type="text"
            aria-label={t('lists.edit.title', 'Title')}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
          />
          <button type="submit" className="button">
            {t('lists.save', 'Save')}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className="collection-list__item">
      <AppLink to={`${COLLECTION_KINDS[kind].routes.item}/${id}`} className="collection-list__link">
        {item.title}
      </AppLink>
      <button type="button" className="button" onClick={() => setEditing(item.title)}>
        {t('lists.edit', 'Edit')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void dispatch(deleteCollection({ kind, id }))}
      >
        {t('lists.delete', 'Delete')}
      </button>
    </li>
  );
}

/** The screen of a kind of named collection: its items, a form to add one (collectionKinds). */
export function CollectionListPage({ kind }: { kind: CollectionKind }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const collection = useAppSelector((s) => selectCollection(s, kind));
  const [title, setTitle] = useState('');
  const { messages } = COLLECTION_KINDS[kind];
  const heading = intl.formatMessage(messages.title);
  const newTitle = intl.formatMessage(messages.newTitle);
  useEffect(() => {
    void dispatch(fetchCollections({ kind }));
  }, [dispatch, kind]);
  return (
    <Column title={heading} showBack>
      <form
        className="collection-list__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          void dispatch(createCollection({ kind, title: title.trim() }));
          setTitle('');
        }}
      >
        <input
          type="text"
          aria-label={newTitle}
          placeholder={newTitle}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!title.trim()}>
          {intl.formatMessage(messages.create)}
        </button>
      </form>
      <ul className="collection-list" aria-label={heading}>
        {collection.order.map((id) => (
          <Row key={id} kind={kind} id={id} />
        ))}
      </ul>
      {collection.hasLoaded && collection.order.length === 0 && (
        <p className="empty-column">{intl.formatMessage(messages.empty)}</p>
      )}
    </Column>
  );
}
