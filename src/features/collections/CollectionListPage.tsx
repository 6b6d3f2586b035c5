import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { COLLECTION_KINDS, type CollectionKind } from '../../entities/collectionKinds';
import type { CollectionItem } from '../../entities/types';
import {
  createCollection,
  fetchCollections,
  saveCollection,
} from '../../store/collections/collectionActions';
import {
  selectCollection,
  selectCollectionItemsByTitle,
  selectHasCollectionKind,
} from '../../store/collections/collectionSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Column } from '../ui/Column';
import { Component as NotFound } from '../ui/NotFound';
import { DeleteCollectionButton } from './DeleteCollectionButton';
import './collections.css';

/** One item: its link, and renaming in place or deleting after a confirmation. */
function Row({ kind, item }: { kind: CollectionKind; item: CollectionItem }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<string | null>(null);
  const { messages, routes } = COLLECTION_KINDS[kind];
  if (editing !== null) {
    return (
      <li className="collection-list__item">
        <form
          className="collection-list__form"
          onSubmit={(event) => {
            event.preventDefault();
            const title = editing.trim();
            if (!title) return;
            void dispatch(saveCollection({ kind, id: item.id, changes: { title } }));
            setEditing(null);
          }}
        >
          <input
            type="text"
            aria-label={intl.formatMessage({ id: 'lists.edit.title', defaultMessage: 'Title' })}
            value={editing}
            // The field appears because the reader asked to rename: typing goes there.
            autoFocus
            onChange={(e) => setEditing(e.target.value)}
          />
          <button type="submit" className="button" disabled={!editing.trim()}>
            {intl.formatMessage({ id: 'lists.save', defaultMessage: 'Save' })}
          </button>
          <button type="button" className="button" onClick={() => setEditing(null)}>
            {intl.formatMessage({ id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' })}
          </button>
        </form>
      </li>
    );
  }
  const edit = intl.formatMessage(messages.edit);
  return (
    <li className="collection-list__item">
      <AppLink to={`${routes.item}/${item.id}`} className="collection-list__link">
        {item.title}
      </AppLink>
      {'settings' in routes ? (
        <AppLink
          to={`${routes.settings}/${item.id}`}
          className="button"
          aria-label={`${edit}: ${item.title}`}
        >
          {edit}
        </AppLink>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={`${edit}: ${item.title}`}
          onClick={() => setEditing(item.title)}
        >
          {edit}
        </button>
      )}
      <DeleteCollectionButton kind={kind} id={item.id} title={item.title} />
    </li>
  );
}

/** The screen of a kind of named collection: its items by title, a form to add one. */
export function CollectionListPage({ kind }: { kind: CollectionKind }) {
  const isAvailable = useAppSelector((s) => selectHasCollectionKind(s, kind));
  // A server without the kind is never asked about it.
  return isAvailable ? <AvailableListPage kind={kind} /> : <NotFound />;
}

function AvailableListPage({ kind }: { kind: CollectionKind }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hasLoaded = useAppSelector((s) => selectCollection(s, kind).hasLoaded);
  const items = useAppSelector((s) => selectCollectionItemsByTitle(s, kind));
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
        {items.map((item) => (
          <Row key={item.id} kind={kind} item={item} />
        ))}
      </ul>
      {hasLoaded && items.length === 0 && (
        <p className="empty-column">{intl.formatMessage(messages.empty)}</p>
      )}
    </Column>
  );
}
