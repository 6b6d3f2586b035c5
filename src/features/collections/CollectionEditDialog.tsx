import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { COLLECTION_KINDS, type CollectionKind } from '../../entities/collectionKinds';
import type { CollectionItem, ListSettings } from '../../entities/types';
import { saveCollection } from '../../store/collections/collectionActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasListNotification } from '../../store/selectors';
import { ListSettingsFields } from './ListSettingsFields';

/** A server without list notifications is not sent the flag. */
function withoutNotify(list: ListSettings, hasNotify: boolean): Partial<ListSettings> {
  if (hasNotify) return list;
  const { repliesPolicy, exclusive } = list;
  return { repliesPolicy, exclusive };
}

/** "Edit list": the title, and a list's own settings; saving shows the change at once. */
export function CollectionEditDialog({
  kind,
  item,
  onClose,
}: {
  kind: CollectionKind;
  item: CollectionItem;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hasNotify = useAppSelector(selectHasListNotification);
  const [title, setTitle] = useState(item.title);
  const [list, setList] = useState<ListSettings | undefined>(item.list);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <Modal title={intl.formatMessage(COLLECTION_KINDS[kind].messages.edit)} onClose={onClose}>
      <form
        className="collection-edit"
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          const changes = { title: title.trim(), list: list && withoutNotify(list, hasNotify) };
          void dispatch(saveCollection({ kind, id: item.id, changes }));
          onClose();
        }}
      >
        <label className="collection-edit__field">
          {t('lists.edit.title', 'Title')}
          <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {list && (
          <ListSettingsFields
            settings={list}
            hasNotify={hasNotify}
            onChange={(changed) => setList({ ...list, ...changed })}
          />
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('confirmation_modal.cancel', 'Cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!title.trim()}>
            {t('lists.save', 'Save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
