import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { COLLECTION_KINDS, type MemberCollectionKind } from '../../entities/collectionKinds';
import { collectionCandidatesCleared } from '../../store/collections/collections';
import {
  selectCollectionCandidates,
  selectCollectionMembers,
} from '../../store/collections/collectionSelectors';
import {
  changeCollectionMember,
  fetchCollectionMembers,
  searchCollectionCandidates,
} from '../../store/collections/memberActions';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../store/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import '../relationships/accountList.css';
import { MemberRow } from './MemberRow';

/**
 * The accounts a list or circle holds, each with its Remove button, and a search for whom
 * to add: among whom the reader follows (lists) or who follow the reader (circles).
 */
export function CollectionMembersDialog({
  kind,
  id,
  onClose,
}: {
  kind: MemberCollectionKind;
  id: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');
  const q = query.trim();
  const members = useAppSelector((s) => selectCollectionMembers(s, kind, id));
  const candidates = useAppSelector((s) => selectCollectionCandidates(s, kind, id, q));
  const { messages } = COLLECTION_KINDS[kind].members;
  const text = {
    title: intl.formatMessage(messages.title),
    search: intl.formatMessage(messages.search),
    add: intl.formatMessage(messages.add),
    remove: intl.formatMessage(messages.remove),
  };

  useEffect(() => {
    void dispatch(fetchCollectionMembers({ kind, id }));
    return () => {
      dispatch(collectionCandidatesCleared({ kind }));
    };
  }, [dispatch, kind, id]);

  useEffect(() => {
    if (!q) return undefined;
    const timer = setTimeout(() => {
      void dispatch(searchCollectionCandidates({ kind, id, query: q }));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, kind, id, q]);

  const change = (accountId: string, member: boolean) =>
    void dispatch(changeCollectionMember({ kind, id, accountId, member }));
  const isMember = new Set(members ?? []);

  return (
    <Modal title={text.title} onClose={onClose}>
      <input
        type="search"
        className="collection-members__search"
        aria-label={text.search}
        placeholder={text.search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {q && (
        <ul className="account-list" aria-label={text.search}>
          {candidates?.map((accountId) => {
            const added = isMember.has(accountId);
            return (
              <MemberRow
                key={accountId}
                accountId={accountId}
                label={added ? text.remove : text.add}
                onClick={() => change(accountId, !added)}
              />
            );
          })}
        </ul>
      )}
      {q && candidates?.length === 0 && (
        <p className="empty-column" role="status">
          {intl.formatMessage({
            id: 'search_results.nothing_found',
            defaultMessage: 'Could not find anything for these search terms',
          })}
        </p>
      )}
      <ul className="account-list" aria-label={text.title}>
        {(members ?? []).map((accountId) => (
          <MemberRow
            key={accountId}
            accountId={accountId}
            label={text.remove}
            onClick={() => change(accountId, false)}
          />
        ))}
      </ul>
      {members?.length === 0 && (
        <p className="empty-column">{intl.formatMessage(messages.empty)}</p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {intl.formatMessage({ id: 'lists.done', defaultMessage: 'Done' })}
        </button>
      </div>
    </Modal>
  );
}
