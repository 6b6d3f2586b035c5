import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QuoteState, Status } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadQuotedStatus } from '../../store/statuses/quoteActions';
import { selectAccount, selectStatus } from '../../store/selectors';
import { AppLink } from '../AppLink';
import { Avatar } from '../Avatar';
import { DisplayName } from '../DisplayName';
import { InlineRichText, RichText } from '../RichText';
import './quote.css';

/** What shows in place of a quote that is not (or no longer) accepted. */
export const QUOTE_STATE_MESSAGES: Record<
  Exclude<QuoteState, 'accepted'>,
  { id: string; defaultMessage: string }
> = {
  pending: {
    id: 'status.quote_error.pending_approval',
    defaultMessage: 'This post is pending approval from the original author.',
  },
  rejected: {
    id: 'status.quote_error.rejected',
    defaultMessage:
      'This post cannot be displayed as the original author does not allow it to be quoted.',
  },
  revoked: { id: 'status.quote_error.revoked', defaultMessage: 'Post removed by author' },
  deleted: {
    id: 'status.quote_error.removed',
    defaultMessage: 'This post was removed by its author.',
  },
  unauthorized: {
    id: 'status.quote_error.unauthorized',
    defaultMessage: 'This post is unavailable',
  },
  blocked_account: {
    id: 'status.quote_error.blocked_account_hint.title',
    defaultMessage: 'This post is hidden because you’ve blocked the author.',
  },
  blocked_domain: {
    id: 'status.quote_error.blocked_domain_hint.title',
    defaultMessage: 'This post is hidden because you’ve blocked its server.',
  },
  muted_account: {
    id: 'status.quote_error.muted_account_hint.title',
    defaultMessage: 'This post is hidden because you’ve muted the author.',
  },
};

function QuotedPost({ quoted }: { quoted: Status }) {
  const account = useAppSelector((s) => selectAccount(s, quoted.accountId));
  const acct = account?.acct ?? '';
  return (
    <AppLink to={`/@${acct}/${quoted.id}`} className="status-quote">
      <span className="status-quote__header">
        <Avatar account={account} size={20} />
        <DisplayName account={account} />
      </span>
      {quoted.spoilerText ? (
        <span className="status-quote__spoiler">
          <InlineRichText nodes={quoted.spoilerNodes} />
        </span>
      ) : (
        <RichText
          nodes={quoted.content}
          className="status-quote__content"
          lang={quoted.language ?? undefined}
        />
      )}
      {quoted.mediaAttachments.length > 0 && (
        <span className="status-quote__media">
          {quoted.mediaAttachments.map((m) => m.description ?? m.type).join(' · ')}
        </span>
      )}
    </AppLink>
  );
}

/** Whether the post has a quote to show, or one it could not read. */
export const hasQuote = (status: Status): boolean =>
  status.quote !== null || status.unreadableParts.some((p) => p.part === 'quote');

/** A quoted status inside the quoting one, compact and clickable. */
export function StatusQuote({ status }: { status: Status }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const quote = status.quote;
  const quotedId = quote?.quotedStatusId ?? null;
  const quoted = useAppSelector((s) => selectStatus(s, quotedId));
  const accepted = quote?.state === 'accepted';
  // The quote came unreadable, or asking for the quoted post failed: said in its place.
  const isUnreadable = status.unreadableParts.some((p) => p.part === 'quote');
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (!accepted || !quotedId || quoted) return;
    void dispatch(loadQuotedStatus({ parentId: status.id, quotedId })).then((result) => {
      if (loadQuotedStatus.rejected.match(result)) setLoadFailed(true);
    });
  }, [accepted, quotedId, quoted, dispatch, status.id]);
  if (!quoted && (isUnreadable || loadFailed) && quote?.state !== 'deleted')
    return (
      <p className="status-quote status-quote--unavailable">
        {intl.formatMessage({
          id: 'status.quote_unavailable',
          defaultMessage: 'Quoted post unavailable',
        })}
      </p>
    );
  if (!quote) return null;
  if (quote.state !== 'accepted')
    return (
      <p className="status-quote status-quote--unavailable">
        {intl.formatMessage(QUOTE_STATE_MESSAGES[quote.state])}
      </p>
    );
  if (!quoted) return null;
  return <QuotedPost quoted={quoted} />;
}
