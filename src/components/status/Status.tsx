import { memo, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { filterVerdict } from '../../entities/filters';
import { useAppSelector, useRetainedStatus } from '../../store/hooks';
import { sameAccountFace, selectAccount, selectMeId, selectStatus } from '../../store/selectors';
import { AppLink } from '../AppLink';
import { DisplayName } from '../DisplayName';
import { Icon } from '../Icon';
import { StatusActionBar } from './StatusActionBar';
import { StatusContent } from './StatusContent';
import { isContentHidden } from './contentHidden';
import { selectExpandSpoilers } from '../../store/session/settingsSelectors';
import { StatusFilteredNotice } from './StatusFilteredNotice';
import { StatusHeader } from './StatusHeader';
import { hasCard, StatusCard } from './card/StatusCard';
import { DetailedStatusInfo } from './DetailedStatusInfo';
import { MediaGallery } from './media/MediaGallery';
import { StatusPoll } from './poll/StatusPoll';
import { StatusReactions } from './reactions/StatusReactions';
import { hasQuote, StatusQuote } from './StatusQuote';
import { StatusUnavailableParts } from './StatusUnavailableParts';
import { referencesCount, StatusReferences } from './StatusReferences';
import { mayTranslate, StatusTranslation, useTranslatedStatus } from './StatusTranslation';
import { useStatusHandlers } from './useStatusHandlers';
import { useStatusKeyCommands } from './useStatusKeyCommands';
import { StatusHotkeysProvider, useStatusHotkeyScope } from '../hotkeys/statusHotkeys';
import './status-extras.css';
import { ItemBoundary } from '../ItemBoundary';
import { InvalidStatus } from './InvalidStatus';

interface Props {
  id: string;
  /** Position in its feed (role=feed needs aria-posinset/aria-setsize). */
  position?: number;
  setSize?: number;
  variant?: 'default' | 'detailed';
  /**
   * The view it is seen in (home, public, account, detailed, bookmarks, …): filters act by
   * it. Without one, no filter applies (e.g. inside a modal).
   */
  view?: string;
  /** False for a preview (inside a modal): no action bar. */
  showActions?: boolean;
  /** Shown among a profile's pinned posts: marked 'Pinned post'. */
  pinned?: boolean;
}

/** One status as an article: a boost shows the boosted status with a 'boosted' line. */
export const Status = memo(function Status({
  id,
  position,
  setSize,
  variant = 'default',
  view,
  showActions = true,
  pinned = false,
}: Props) {
  useRetainedStatus(id);
  const wrapper = useAppSelector((s) => selectStatus(s, id));
  const status = useAppSelector((s) => selectStatus(s, wrapper?.reblogId ?? id));
  const account = useAppSelector((s) => selectAccount(s, status?.accountId), sameAccountFace);
  const booster = useAppSelector(
    (s) => (wrapper?.reblogId ? selectAccount(s, wrapper.accountId) : undefined),
    sameAccountFace,
  );
  const articleRef = useRef<HTMLElement>(null);
  const hotkeys = useStatusHotkeyScope(articleRef);
  // The place in the feed changes with every post above it: set on the element, so a post
  // arriving at the top renders the statuses below it no further than this.
  useLayoutEffect(() => {
    setAttribute(articleRef.current, 'aria-posinset', position);
    setAttribute(articleRef.current, 'aria-setsize', setSize);
  });
  if (!wrapper || !status) return null;
  return (
    <ItemBoundary resetKey={status} fallback={(error) => <InvalidStatus reason={error.message} />}>
      <StatusHotkeysProvider value={hotkeys}>
        <StatusArticle
          articleRef={articleRef}
          status={status}
          account={account}
          booster={booster}
          variant={variant}
          view={view}
          showActions={showActions}
          pinned={pinned}
        />
      </StatusHotkeysProvider>
    </ItemBoundary>
  );
});

function setAttribute(element: HTMLElement | null, name: string, value: number | undefined) {
  if (!element) return;
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

const StatusArticle = memo(function StatusArticle({
  articleRef,
  status,
  account,
  booster,
  variant,
  view,
  showActions,
  pinned,
}: {
  articleRef: RefObject<HTMLElement | null>;
  status: NonNullable<ReturnType<typeof selectStatus>>;
  account: ReturnType<typeof selectAccount>;
  booster: ReturnType<typeof selectAccount>;
  variant: 'default' | 'detailed';
  view: string | undefined;
  showActions: boolean;
  pinned: boolean;
}) {
  const intl = useIntl();
  const handlers = useStatusHandlers(status);
  useStatusKeyCommands(status, account, handlers);
  const shown = useTranslatedStatus(status);
  const isOpen = !isContentHidden(status, useAppSelector(selectExpandSpoilers));
  const meId = useAppSelector(selectMeId);
  const [showAnyway, setShowAnyway] = useState(false);
  const verdict = view ? filterVerdict(status, meId, view) : null;
  const isFilteredOut = verdict !== null && verdict.warnings.length > 0 && !showAnyway;
  // kmyblue's half_warn: the header shows, the body goes behind the warning.
  const isBodyFiltered = verdict !== null && verdict.halfWarnings.length > 0 && !showAnyway;
  // A post behind a filter warning must not be read out through its label either.
  const label =
    isFilteredOut || isBodyFiltered
      ? intl.formatMessage(
          { id: 'filter_warning.matches_filter', defaultMessage: 'Matches filter: {titles}' },
          {
            titles: intl.formatList([...verdict.warnings, ...verdict.halfWarnings], {
              type: 'conjunction',
            }),
          },
        )
      : `${account?.displayName ?? ''}, ${status.spoilerText || status.contentPlain.slice(0, 120)}`;
  return (
    <article
      ref={articleRef}
      className={`status status--${variant}`}
      data-id={status.id}
      aria-label={label}
      tabIndex={0}
    >
      {pinned && (
        <div className="status__prepend">
          <Icon name="pin" size={14} />
          <FormattedMessage id="status.pinned" defaultMessage="Pinned post" />
        </div>
      )}
      {booster && (
        <div className="status__prepend">
          <Icon name="boost" size={14} />
          <FormattedMessage
            id="status.reblogged_by"
            defaultMessage="{name} boosted"
            values={{
              name: (
                <AppLink to={`/@${booster.acct}`} className="status__prepend-name">
                  <DisplayName account={booster} withAcct={false} />
                </AppLink>
              ),
            }}
          />
        </div>
      )}
      {isFilteredOut ? (
        <StatusFilteredNotice titles={verdict.warnings} onShow={() => setShowAnyway(true)} />
      ) : (
        <>
          <StatusHeader status={status} account={account} />
          {isBodyFiltered ? (
            <StatusFilteredNotice
              titles={verdict.halfWarnings}
              onShow={() => setShowAnyway(true)}
            />
          ) : (
            <>
              <StatusContent status={shown} onToggleHidden={handlers.onToggleHidden} />
              {/* Each part mounts only for a post that has it: most posts have few of them,
                  and a part that is not there costs a feed nothing, on screen or in the store. */}
              {isOpen && mayTranslate(status, intl.locale) && <StatusTranslation status={status} />}
              {isOpen && status.poll && <StatusPoll status={status} poll={status.poll} />}
              {isOpen && status.mediaAttachments.length > 0 && (
                <MediaGallery
                  status={status}
                  matchedFilters={verdict?.mediaFilters ?? []}
                  detailed={variant === 'detailed'}
                />
              )}
              {isOpen && hasCard(status) && <StatusCard status={status} />}
              {isOpen && hasQuote(status) && <StatusQuote status={status} />}
              {isOpen && status.unreadableParts.length > 0 && (
                <StatusUnavailableParts status={status} />
              )}
              {referencesCount(status) > 0 && <StatusReferences status={status} />}
              {status.emojiReactions.length > 0 && <StatusReactions status={status} />}
            </>
          )}
          {variant === 'detailed' && <DetailedStatusInfo status={status} />}
          {showActions && (
            <StatusActionBar
              status={status}
              handlers={handlers}
              account={account}
              contextType={view ?? 'public'}
              alwaysShowCounts={variant === 'detailed'}
            />
          )}
        </>
      )}
    </article>
  );
});
