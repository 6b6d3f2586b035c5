import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { COLLECTION_KINDS } from '../../entities/collectionKinds';
import { createCollection, fetchCollections } from '../../store/collections/collectionActions';
import {
  fetchStatusCategories,
  toggleStatusCategory,
} from '../../store/collections/statusCategoryActions';
import { selectCollection } from '../../store/collections/collectionSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import './modals.css';

/** kmyblue: put a status into bookmark categories (which bookmarks it), or take it out. */
export function BookmarkCategoryModal({
  statusId,
  onClose,
}: {
  statusId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const collection = useAppSelector((s) => selectCollection(s, 'bookmark_categories'));
  const member = collection.statusMembership[statusId] ?? [];
  const [title, setTitle] = useState('');
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const { messages } = COLLECTION_KINDS.bookmark_categories;

  useEffect(() => {
    void dispatch(fetchCollections({ kind: 'bookmark_categories' }));
    void dispatch(fetchStatusCategories(statusId));
  }, [dispatch, statusId]);

  return (
    <Modal title={t('bookmark_categories.select', 'Bookmark categories')} onClose={onClose}>
      <ul className="modal__list">
        {collection.order.map((id) => {
          const item = collection.items[id];
          if (!item) return null;
          return (
            <li key={id}>
              <label className="modal__choice">
                <input
                  type="checkbox"
                  checked={member.includes(id)}
                  onChange={(e) =>
                    void dispatch(
                      toggleStatusCategory({ statusId, itemId: id, member: e.target.checked }),
                    )
                  }
                />
                {item.title}
              </label>
            </li>
          );
        })}
      </ul>
      <form
        className="modal__field"
        onSubmit={(event) => {
          event.preventDefault();
          const clean = title.trim();
          if (!clean) return;
          void dispatch(createCollection({ kind: 'bookmark_categories', title: clean })).then(
            (result) => {
              if (!createCollection.fulfilled.match(result)) return;
              setTitle('');
              void dispatch(
                toggleStatusCategory({ statusId, itemId: result.payload.id, member: true }),
              );
            },
          );
        }}
      >
        <label className="modal__field">
          {intl.formatMessage(messages.newTitle)}
          <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={!title.trim()}>
          {intl.formatMessage(messages.create)}
        </button>
      </form>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('filter_modal.added.close', 'Done')}
        </button>
      </div>
    </Modal>
  );
}
