import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from '../../components/navigation/router';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { Status } from '../../components/status/Status';
import type { AccountReaction } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';
import { fetchFirstPage, fetchNextPage } from '../../store/pagedLists/pagedListActions';
import { selectPagedList } from '../../store/pagedLists/pagedLists';
import type { StatusListKind } from '../../store/statuses/statusLists';
import { Column } from '../ui/Column';
import { PagedListFailure } from '../../components/PagedListFailure';
import { CustomEmoji } from '../../components/CustomEmoji';
import { QuoteList } from './QuoteList';

const KINDS: Record<string, StatusListKind> = {
  reblogs: 'reblogs',
  favourites: 'favourites',
  emoji_reactions: 'emoji_reactions',
  references: 'references',
  mentions: 'mentions',
  quotes: 'quotes',
};

const TITLES: Record<StatusListKind, { id: string; defaultMessage: string }> = {
  reblogs: { id: 'column.reblogged_by', defaultMessage: 'Boosted by' },
  favourites: { id: 'column.favourited_by', defaultMessage: 'Favorited by' },
  emoji_reactions: { id: 'column.emoji_reactioned_by', defaultMessage: 'Reacted by' },
  references: { id: 'column.referred_by', defaultMessage: 'Referred by' },
  mentions: { id: 'column.mentioned_by', defaultMessage: 'Mentioned' },
  quotes: { id: 'column.quotes', defaultMessage: 'Quotes' },
};

function AccountRow({ id, reactions }: { id: string; reactions: AccountReaction[] }) {
  const account = useAppSelector((s) => selectAccount(s, id));
  return (
    <li className="status-list__row">
      <Avatar account={account} size={36} />
      <AppLink to={`/@${account?.acct ?? ''}`}>
        <DisplayName account={account} />
      </AppLink>
      {reactions.length > 0 && (
        <span className="status-list__emoji">
          {reactions.map((r) =>
            r.url ? (
              <CustomEmoji key={r.name} shortcode={r.name} url={r.url} staticUrl={r.staticUrl} />
            ) : (
              <span key={r.name}>{r.name}</span>
            ),
          )}
        </span>
      )}
    </li>
  );
}

/** /@{acct}/{statusId}/reblogs, /favourites, /emoji_reactions, /references, /mentions, /quotes. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { statusId = '' } = useParams();
  const { pathname } = useLocation();
  const kind = KINDS[pathname.split('/').pop() ?? ''] ?? 'favourites';
  const list = useAppSelector((s) => selectPagedList(s, { kind, statusId }));
  useEffect(() => {
    void dispatch(fetchFirstPage({ kind, statusId }));
  }, [dispatch, kind, statusId]);
  const title = intl.formatMessage(TITLES[kind]);
  const { ids } = list;
  return (
    <Column title={title} showBack>
      {kind === 'quotes' ? (
        <QuoteList statusId={statusId} ids={ids} title={title} isBusy={!list.hasLoaded} />
      ) : kind === 'references' ? (
        <div role="feed" aria-label={title} aria-busy={!list.hasLoaded}>
          {ids.map((id, i) => (
            <Status key={id} id={id} position={i + 1} setSize={ids.length} />
          ))}
        </div>
      ) : (
        <ul className="status-list" aria-label={title} aria-busy={!list.hasLoaded}>
          {ids.map((id) => (
            <AccountRow
              key={id}
              id={id}
              reactions={list.reactions.filter((r) => r.accountId === id)}
            />
          ))}
        </ul>
      )}
      {list.hasLoaded && ids.length === 0 && (
        <p className="empty-column" role="status">
          {intl.formatMessage({ id: 'status_list.empty', defaultMessage: 'Nobody yet.' })}
        </p>
      )}
      <PagedListFailure list={list} source={{ kind, statusId }} />
      {list.next && (
        <button
          type="button"
          className="button load-more"
          disabled={list.isLoading}
          onClick={() => void dispatch(fetchNextPage({ kind, statusId }))}
        >
          {intl.formatMessage({ id: 'status.load_more', defaultMessage: 'Load more' })}
        </button>
      )}
    </Column>
  );
}
