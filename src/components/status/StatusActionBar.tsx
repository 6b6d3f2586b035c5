import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Account, Status } from '../../entities/types';
import { canQuote } from '../../store/compose/composeQuote';
import { useAppSelector } from '../../store/hooks';
import { selectHasLegacyQuotes } from '../../store/selectors';
import { selectShowCounts } from '../../store/session/settingsSelectors';
import { withIcon } from '../Icon';
import { buttonCounter, IconButton } from '../IconButton';
import { EmojiReactionButton } from './reactions/EmojiReactionButton';
import { StatusMoreMenu } from './StatusMoreMenu';
import type { StatusHandlers } from './useStatusHandlers';
import { useStatusHotkeys } from '../hotkeys/statusHotkeys';

const PRIVATE = new Set(['private', 'limited', 'direct']);

export function StatusActionBar({
  status,
  handlers,
  account,
  contextType = 'public',
  alwaysShowCounts = false,
}: {
  status: Status;
  handlers: StatusHandlers;
  account?: Account;
  /** The view the status is seen in (for 'Filter this post'). */
  contextType?: string;
  /** A post's own page shows its counts whatever the timelines' setting says. */
  alwaysShowCounts?: boolean;
}) {
  const intl = useIntl();
  const quoteCounterId = useId();
  const showCounts = useAppSelector(selectShowCounts) || alwaysShowCounts;
  const count = (n: number) => (showCounts ? n : undefined);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const boostable = !PRIVATE.has(status.visibility) || handlers.isOwn;
  const hasQuotes = useAppSelector(selectHasLegacyQuotes) || status.quoteApproval !== null;
  // Quoting needs automatic or manual approval for the current user (a visitor is asked to sign in).
  const quotable =
    handlers.isOwn ||
    status.quoteApproval?.currentUser === 'unknown' ||
    canQuote(status.quoteApproval);
  const quoteTitle = quotable
    ? t('status.quote', 'Quote')
    : t('quote_error.unauthorized', 'You are not authorized to quote this post.');
  const boostTitle = status.reblogged
    ? t('status.cancel_reblog_private', 'Unboost')
    : boostable
      ? t('status.reblog', 'Boost')
      : t('status.cannot_reblog', 'This post cannot be boosted');
  // The focused post's keys do what its buttons do, where the button would.
  useStatusHotkeys({
    reply: handlers.onReply,
    boost: boostable || status.reblogged ? handlers.onBoost : null,
    quote: hasQuotes && quotable ? handlers.onQuote : null,
    favourite: handlers.onFavourite,
    bookmark: handlers.onBookmark,
  });
  return (
    <div className="status__action-bar" role="group" aria-label={t('status.actions', 'Actions')}>
      <IconButton
        icon="reply"
        title={t('status.reply', 'Reply')}
        counter={count(status.repliesCount)}
        onClick={handlers.onReply}
      />
      <IconButton
        icon="boost"
        title={boostTitle}
        active={status.reblogged}
        pressed={status.reblogged}
        counter={count(status.reblogsCount)}
        disabled={!boostable && !status.reblogged}
        onClick={handlers.onBoost}
      />
      {hasQuotes && (
        <span className="icon-button-counted">
          <button
            type="button"
            className={`icon-button ${withIcon('quote')}`}
            aria-label={t('status.quote', 'Quote')}
            title={quoteTitle}
            aria-describedby={showCounts && status.quotesCount > 0 ? quoteCounterId : undefined}
            disabled={!quotable}
            onClick={handlers.onQuote}
          />
          {/* Beside the button, as IconButton's counts are: its name stays "Quote". */}
          {showCounts && buttonCounter(quoteCounterId, status.quotesCount)}
        </span>
      )}
      <IconButton
        icon="star"
        title={t('status.favourite', 'Favorite')}
        active={status.favourited}
        pressed={status.favourited}
        counter={count(status.favouritesCount)}
        onClick={handlers.onFavourite}
      />
      <IconButton
        icon="bookmark"
        title={
          status.bookmarked
            ? t('status.remove_bookmark', 'Remove bookmark')
            : t('status.bookmark', 'Bookmark')
        }
        active={status.bookmarked}
        pressed={status.bookmarked}
        onClick={handlers.onBookmark}
      />
      <EmojiReactionButton status={status} counter={count(status.emojiReactionsCount)} />
      {/* 'More' stays the last button of the bar. */}
      <StatusMoreMenu status={status} account={account} contextType={contextType} />
    </div>
  );
}
