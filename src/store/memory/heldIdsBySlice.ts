/**
 * Every slice of the root state, with what it declares it holds (memory/heldIds.ts) or
 * 'none'. The type asks for every slice, so a new one cannot be left out.
 */
import { accountStoredIds } from '../accounts/accounts';
import { relationshipStoredIds } from '../accounts/relationships';
import { accountProfileStoredIds } from '../accounts/profiles';
import { antennaHeldIds } from '../antennas/antennas';
import { suggestionHeldIds } from '../accounts/suggestions';
import { collectionStoredIds } from '../collections/collections';
import { conversationHeldIds } from '../conversations/conversations';
import { draftHeldIds } from '../compose/heldIds';
import type { RootState } from '../index';
import { modalHeldIds } from '../modals';
import { notificationHeldIds } from '../notifications/notifications';
import { notificationRequestHeldIds } from '../notificationRequests/notificationRequests';
import { pagedListHeldIds } from '../pagedLists/pagedLists';
import { pictureInPictureHeldIds } from '../pictureInPicture/pictureInPicture';
import { searchHeldIds } from '../search/search';
import { sessionHeldIds } from '../session/session';
import { contextHeldIds } from '../statuses/contexts';
import { statusStoredIds } from '../statuses/statuses';
import { translationStoredIds } from '../statuses/translations';
import { timelineHeldIds } from '../timelines/timelines';
import type { HeldIds } from './heldIds';

type HeldIdsTable = { [Key in keyof RootState]: ((slice: RootState[Key]) => HeldIds) | 'none' };

export const HELD_IDS_BY_SLICE: HeldIdsTable = {
  session: sessionHeldIds,
  timelines: timelineHeldIds,
  notifications: notificationHeldIds,
  contexts: contextHeldIds,
  pagedLists: pagedListHeldIds,
  draft: draftHeldIds,
  modals: modalHeldIds,
  suggestions: suggestionHeldIds,
  antennas: antennaHeldIds,
  search: searchHeldIds,
  notificationRequests: notificationRequestHeldIds,
  conversations: conversationHeldIds,
  pictureInPicture: pictureInPictureHeldIds,
  // The entities themselves, and slices kept by their ids (swept with them, never keeping).
  statuses: 'none',
  accounts: 'none',
  relationships: 'none',
  translations: 'none',
  collections: 'none',
  accountProfiles: 'none',
  // Nothing to show by id (a marker's last-read id is a position, not a status kept).
  alerts: 'none',
  settings: 'none',
  markers: 'none',
  reactionDeck: 'none',
  filters: 'none',
  // Hashtags by name and trending links: no status or account is kept for them.
  tags: 'none',
  trends: 'none',
  // Domain names, no ids.
  domainBlocks: 'none',
  // The accounts signed in on this browser, by server: not entities of this session.
  accountRegistry: 'none',
  // This browser's push subscription: an endpoint and alerts.
  push: 'none',
  // Announcements name no status or account the client keeps.
  announcements: 'none',
  // The composer's screen state: upload progress, circles, hashtag history.
  composer: 'none',
  // Scheduled posts are not statuses yet: their reply and quote ids are only sent back.
  scheduledStatuses: 'none',
};

/**
 * The slices that store something by status or account id: the entities themselves and what
 * is kept beside them. These keep nothing; the sweep drops from them what nothing holds.
 */
export const STORED_IDS_BY_SLICE: {
  [Key in keyof RootState]?: (slice: RootState[Key]) => HeldIds;
} = {
  statuses: statusStoredIds,
  translations: translationStoredIds,
  collections: collectionStoredIds,
  accounts: accountStoredIds,
  relationships: relationshipStoredIds,
  accountProfiles: accountProfileStoredIds,
};

type Declare = (slice: unknown) => HeldIds;

/** What every slice holds, as the declarations say. */
export const heldIdsOf = (state: RootState): HeldIds[] =>
  Object.entries(HELD_IDS_BY_SLICE).flatMap(([key, declare]) =>
    declare === 'none' ? [] : [(declare as Declare)(state[key as keyof RootState])],
  );

/** What every slice stores by id, as the declarations say. */
export const storedIdsOf = (state: RootState): HeldIds[] =>
  Object.entries(STORED_IDS_BY_SLICE).map(([key, declare]) =>
    (declare as Declare)(state[key as keyof RootState]),
  );
