import { useIntl } from 'react-intl';
import type { Status } from '../../entities/types';
import { useAppSelector } from '../../store/hooks';
import {
  selectAccount,
  selectHasEmojiReactions,
  selectHasStatusReferences,
  selectMeId,
} from '../../store/selectors';
import { AppLink } from '../AppLink';

const messages = {
  reblogs: {
    id: 'status.reblogs',
    defaultMessage: '{count, plural, one {boost} other {boosts}}',
  },
  favourites: {
    id: 'status.favourites',
    defaultMessage: '{count, plural, one {favorite} other {favorites}}',
  },
  reactions: {
    id: 'status.emoji_reactions_count',
    defaultMessage: '{count, plural, one {emoji reaction} other {emoji reactions}}',
  },
  referredBy: {
    id: 'status.referred_by',
    defaultMessage: '{count, plural, one {reference} other {references}}',
  },
  quotes: {
    id: 'status.quotes',
    defaultMessage: '{count, plural, one {quote} other {quotes}}',
  },
  mentions: { id: 'status.mentioned_accounts', defaultMessage: 'Mentioned' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

/** The detailed status's footer: full date, application, and counts linking to their lists. */
export function DetailedStatusInfo({ status }: { status: Status }) {
  const intl = useIntl();
  const acct = useAppSelector((s) => selectAccount(s, status.accountId)?.acct ?? '');
  const hasReactions = useAppSelector(selectHasEmojiReactions);
  const hasReferences = useAppSelector(selectHasStatusReferences);
  const isOwn = useAppSelector(selectMeId) === status.accountId;
  const base = `/@${acct}/${status.id}`;
  const count = (n: number, message: { id: string; defaultMessage: string }, path: string) => (
    <AppLink to={`${base}/${path}`} className="detailed-status__link">
      <strong>{intl.formatNumber(n)}</strong> {intl.formatMessage(message, { count: n })}
    </AppLink>
  );
  return (
    <div className="detailed-status__meta">
      <p className="detailed-status__date">
        <a href={status.url} target="_blank" rel="noopener noreferrer nofollow">
          <time dateTime={status.createdAt}>
            {intl.formatDate(status.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
          </time>
        </a>
        {status.applicationName && (
          <span className="detailed-status__application"> · {status.applicationName}</span>
        )}
      </p>
      <p className="detailed-status__counts">
        {count(status.reblogsCount, messages.reblogs, 'reblogs')}
        {count(status.favouritesCount, messages.favourites, 'favourites')}
        {hasReactions && count(status.emojiReactionsCount, messages.reactions, 'emoji_reactions')}
        {hasReferences && count(status.statusReferredByCount, messages.referredBy, 'references')}
        {/* Only the author may list a post's quotes (Mastodon 4.5). */}
        {status.quotesCount > 0 &&
          (isOwn ? (
            count(status.quotesCount, messages.quotes, 'quotes')
          ) : (
            <span className="detailed-status__link">
              <strong>{intl.formatNumber(status.quotesCount)}</strong>{' '}
              {intl.formatMessage(messages.quotes, { count: status.quotesCount })}
            </span>
          ))}
        {status.mentions.length > 0 && (
          <AppLink to={`${base}/mentions`} className="detailed-status__link">
            {intl.formatMessage(messages.mentions)} <strong>{status.mentions.length}</strong>
          </AppLink>
        )}
      </p>
    </div>
  );
}
