import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import type { Account } from '../../entities/types';
import {
  changeAccountList,
  loadAccountLists,
  loadCirclesWithMembers,
} from '../../store/accounts/accountCollections';
import { selectAccountProfile } from '../../store/accounts/selectors';
import {
  selectCollectionItemsByTitle,
  selectCollectionMembership,
} from '../../store/collections/collectionSelectors';
import { changeCollectionMember } from '../../store/collections/memberActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { LoadingIndicator } from '../../components/LoadingIndicator';

function CollectionCheckbox({
  title,
  checked,
  onChange,
}: {
  title: string;
  checked: boolean;
  onChange: (member: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="account-collections__item">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{title}</label>
    </li>
  );
}

/**
 * "Add to list" (accounts the reader follows) or "Add to circle" (the reader's followers): the
 * reader's lists or circles, each checked when it holds the account.
 */
export function AccountCollectionsDialog({
  account,
  kind,
  onClose,
}: {
  account: Account;
  kind: 'lists' | 'circles';
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectCollectionItemsByTitle(s, kind));
  const listIds = useAppSelector((s) => selectAccountProfile(s, account.id))?.listIds;
  const circleIds = useAppSelector((s) => selectCollectionMembership(s, 'circles', account.id));
  const held = kind === 'lists' ? listIds : circleIds;
  useEffect(() => {
    if (kind === 'lists') void dispatch(loadAccountLists(account.id));
    else void dispatch(loadCirclesWithMembers());
  }, [dispatch, kind, account.id]);
  const title =
    kind === 'lists'
      ? intl.formatMessage({ id: 'lists.add_to_list', defaultMessage: 'Add to list' })
      : intl.formatMessage({ id: 'circles.add_to_circle', defaultMessage: 'Add to circle' });
  const change = (itemId: string, member: boolean) => {
    if (kind === 'lists')
      void dispatch(changeAccountList({ accountId: account.id, listId: itemId, member }));
    else
      void dispatch(
        changeCollectionMember({ kind: 'circles', id: itemId, accountId: account.id, member }),
      );
  };
  return (
    <Modal title={title} onClose={onClose}>
      {held === undefined || held === null ? (
        <LoadingIndicator />
      ) : items.length === 0 ? (
        <p>
          {kind === 'lists'
            ? intl.formatMessage({
                id: 'lists.no_lists_yet',
                defaultMessage: 'No lists yet.',
              })
            : intl.formatMessage({
                id: 'circles.no_circles_yet',
                defaultMessage: 'No circles yet.',
              })}
        </p>
      ) : (
        <ul className="account-collections">
          {items.map((item) => (
            <CollectionCheckbox
              key={item.id}
              title={item.title}
              checked={held.includes(item.id)}
              onChange={(member) => change(item.id, member)}
            />
          ))}
        </ul>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage({ id: 'lists.done', defaultMessage: 'Done' })}
        </button>
      </div>
    </Modal>
  );
}
