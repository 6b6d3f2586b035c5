import { createSelector } from '@reduxjs/toolkit';
import { COLLECTION_KINDS } from '../entities/collectionKinds';
import type { Account, Status } from '../entities/types';
import { sameData } from '../lib/sameData';
import { accountsSelectors } from './accounts/accounts';
import type { RootState } from './index';
import { statusesSelectors } from './statuses/statuses';

export const selectIsSignedIn = (state: RootState) => state.session.meId !== null;
export const selectMeId = (state: RootState) => state.session.meId;
export const selectOrigin = (state: RootState) => state.session.origin;
export const selectInstance = (state: RootState) => state.session.instance;
export const selectSessionPhase = (state: RootState) => state.session.phase;
/** Start-up kept the session but the server has not answered yet. */
export const selectIsServerUnreachable = (state: RootState) => state.session.isUnreachable === true;
export const selectCustomEmojis = (state: RootState) => state.session.customEmojis;
/**
 * What a fresh draft starts from: the account's own posting defaults (verify_credentials
 * source), with the quote policy chosen in the settings where one is.
 */
export const selectPostingDefaults = createSelector(
  [
    (state: RootState) => state.session.defaults,
    (state: RootState) => state.settings.defaultQuotePolicy,
  ],
  (defaults, quotePolicy) => (quotePolicy ? { ...defaults, quotePolicy } : defaults),
);

/** The modal that shows: the top of the stack. */
export const selectTopModal = (state: RootState) =>
  state.modals.stack[state.modals.stack.length - 1];

export const selectAccount = (
  state: RootState,
  id: string | null | undefined,
): Account | undefined => (id ? accountsSelectors.selectById(state.accounts, id) : undefined);

/** What every new post of an account changes, and what shows its face never reads. */
const withoutActivity = ({
  statusesCount: _statuses,
  followersCount: _followers,
  followingCount: _following,
  lastStatusAt: _last,
  ...face
}: Account) => face;

/**
 * For `useAppSelector`'s equality: the same account as far as its face goes (name, avatar,
 * handle, emoji, badges). A post (status or avatar line) keeps rendering the account it has
 * while only its counts change, as they do with every post the author streams in.
 */
export const sameAccountFace = (a: Account | undefined, b: Account | undefined) =>
  a === b ||
  (a !== undefined && b !== undefined && sameData(withoutActivity(a), withoutActivity(b)));

export const selectMe = (state: RootState) => selectAccount(state, state.session.meId);

export const selectStatus = (
  state: RootState,
  id: string | null | undefined,
): Status | undefined => (id ? statusesSelectors.selectById(state.statuses, id) : undefined);

/** The status whose content shows: the boosted one for a boost. */
export const selectDisplayedStatus = (state: RootState, id: string): Status | undefined => {
  const status = selectStatus(state, id);
  return status?.reblogId ? selectStatus(state, status.reblogId) : status;
};

export const selectCapabilities = createSelector(
  [selectInstance],
  (instance) => new Set(instance?.capabilities ?? []),
);

/**
 * One selector per server capability (kmyblue-api.md); vanilla Mastodon has none. A feature
 * advertised by several flags needs them all.
 */
const capability = (names: string | readonly string[]) => (state: RootState) => {
  const capabilities = selectCapabilities(state);
  return (typeof names === 'string' ? [names] : names).every((n) => capabilities.has(n));
};
export const selectHasCircles = capability(COLLECTION_KINDS.circles.capability);
export const selectHasCircleHistory = capability(COLLECTION_KINDS.circles.timeline.capability);
export const selectHasListNotification = capability('kmyblue_list_notification');
export const selectHasAntennas = capability(COLLECTION_KINDS.antennas.capability);
export const selectHasBookmarkCategories = capability(
  COLLECTION_KINDS.bookmark_categories.capability,
);
export const selectHasReactionDeck = capability('kmyblue_reaction_deck');
export const selectHasEmojiReactions = capability('emoji_reaction');
export const selectHasStatusReferences = capability('status_reference');
export const selectHasLegacyQuotes = capability('kmyblue_quote');
export const selectHasSearchability = capability('kmyblue_searchability');
export const selectHasMarkdown = capability('kmyblue_markdown');
export const selectHasLimitedVisibility = capability('visibility_limited');
export const selectHasPublicUnlisted = capability('kmyblue_visibility_public_unlisted');
export const selectHasLoginVisibility = capability('kmyblue_visibility_login');
export const selectHasMutualVisibility = capability('visibility_mutual');
/**
 * Whether the server is kmyblue: it sends fedibird_capabilities (never empty there). Features
 * with no capability of their own (a filter's half_warn and switches) follow it.
 */
export const selectIsKmyblue = (state: RootState) => selectCapabilities(state).size > 0;
/** kmyblue says when its admin turned the local timeline off (no STL/LTL antennas then). */
export const selectHasLocalTimeline = (state: RootState) =>
  !selectCapabilities(state).has('timeline_no_local');
