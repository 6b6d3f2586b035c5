import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import type { CollectionKind } from '../../store/collections/collections';
import {
  collectionItemCreated,
  collectionItemDeleted,
  collectionItemRenamed,
  loadCollection,
} from '../../store/collections/collectionActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Column } from '../ui/Column';
import './collections.css';

export interface CollectionTexts {
  title: string;
  empty: string;
  newTitle: string;
  create: string;
}

function Row({ kind, id, basePath }: { kind: CollectionKind; id: string; basePath: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const item = useAppSelector((s) => s.collections[kind].items[id]);
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
            void dispatch(collectionItemRenamed({ kind, id, title: editing.trim() }));
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
      <AppLink to={`${basePath}/${id}`} className="collection-list__link">
        {item.title}
      </AppLink>
      <button type="button" className="button" onClick={() => setEditing(item.title)}>
        {t('lists.edit', 'Edit')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void dispatch(collectionItemDeleted({ kind, id }))}
      >
        {t('lists.delete', 'Delete')}
      </button>
    </li>
  );
}

/** The screen of a named collection (bookmark categories; lists and the like share it). */
export function CollectionListPage({
  kind,
  basePath,
  texts,
}: {
  kind: CollectionKind;
  basePath: string;
  texts: CollectionTexts;
}) {
  const dispatch = useAppDispatch();
  const collection = useAppSelector((s) => s.collections[kind]);
  const [title, setTitle] = useState('');
  useEffect(() => {
    void dispatch(loadCollection(kind));
  }, [dispatch, kind]);
  return (
    <Column title={texts.title} showBack>
      <form
        className="collection-list__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          void dispatch(collectionItemCreated({ kind, title: title.trim() }));
          setTitle('');
        }}
      >
        <input
          type="text"
          aria-label={texts.newTitle}
          placeholder={texts.newTitle}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!title.trim()}>
          {texts.create}
        </button>
      </form>
      <ul className="collection-list" aria-label={texts.title}>
        {collection.order.map((id) => (
          <Row key={id} kind={kind} id={id} basePath={basePath} />
        ))}
      </ul>
      {collection.hasLoaded && collection.order.length === 0 && (
        <p className="empty-column">{texts.empty}</p>
      )}
    </Column>
  );
}
