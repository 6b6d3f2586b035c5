import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import type { InvalidEntity, NotificationGroup } from '../../entities/types';
import { compareIds } from '../../lib/compareIds';
import {
  NOTIFICATION_GROUPS_AT_TOP_MAX,
  NOTIFICATION_GROUP_SAMPLE_ACCOUNTS_MAX,
} from '../constants';
import { accountPurged, statusesRemoved } from '../statuses/removal';
import { timelineWentOffline } from '../timelines/timelines';
import {
  fillGap,
  gapAtTop,
  isNotificationGap,
  mergeGaps,
  mergeGroupPages,
  type NotificationGap,
  type NotificationItem,
} from './notificationGaps';
import type { ActionSound } from './actionSound';
import type { ApiError } from '../../api/client';

export type { NotificationGap, NotificationItem } from './notificationGaps';

/** What a streamed notification brings to its group. */
export interface ReceivedNotification {
  id: string;
  groupKey: string;
  group: NotificationGroup;
  accountId: string;
  createdAt: string;
}

/** Why a load failed and which load it was, so a retry asks the same again. */
export interface NotificationsFailure {
  error: ApiError;
  mode: 'initial' | 'older';
}

export interface NotificationsState {
  groups: Record<string, NotificationGroup>;
  /** Group keys, newest first. */
  items: NotificationItem[];
  isLoading: boolean;
  hasLoaded: boolean;
  hasMore: boolean;
  top: boolean;
  mounted: number;
  /** Ok, or needs-reload after the server merged groups we cannot patch. */
  mergedNotifications: 'ok' | 'needs-reload';
  /** The last load failed (shown in place with a retry); cleared when loading again. */
  failure: NotificationsFailure | null;
}

const initialState: NotificationsState = {
  groups: {},
  items: [],
  isLoading: false,
  hasLoaded: false,
  hasMore: true,
  top: true,
  mounted: 0,
  mergedNotifications: 'ok',
  failure: null,
};

const keyOf = (item: NotificationItem) => (typeof item === 'string' ? item : null);

/** A streamed reaction joins its emoji's entry in the group, or adds the emoji (kmyblue). */
function addReactions(into: NotificationGroup, added: NotificationGroup, accountId: string) {
  for (const reaction of added.emojiReactionGroups) {
    const same = into.emojiReactionGroups.find((r) => r.name === reaction.name);
    if (!same) {
      into.emojiReactionGroups.push(reaction);
    } else if (!same.sampleAccountIds.includes(accountId)) {
      const ids = [...same.sampleAccountIds, accountId];
      same.sampleAccountIds = ids.slice(0, NOTIFICATION_GROUP_SAMPLE_ACCOUNTS_MAX);
    }
  }
}

function capAtTop(state: NotificationsState) {
  if (state.top && state.items.length > NOTIFICATION_GROUPS_AT_TOP_MAX) {
    const dropped = state.items.splice(NOTIFICATION_GROUPS_AT_TOP_MAX);
    for (const item of dropped) {
      const key = keyOf(item);
      if (key) delete state.groups[key];
    }
    // What was dropped is a gap at the bottom, loaded again from the oldest kept group down.
    const oldest = state.items.filter((i): i is string => typeof i === 'string').pop();
    const maxId = oldest ? (state.groups[oldest]?.pageMinId ?? null) : null;
    if (!isNotificationGap(state.items[state.items.length - 1]))
      state.items.push({ type: 'gap', maxId, sinceId: null });
    state.hasMore = true;
  }
}

/** A streamed notification joins its group (or starts one) and lifts it to the top. */
function joinGroup(state: NotificationsState, notification: ReceivedNotification) {
  const { groupKey, group, accountId, id, createdAt } = notification;
  const existing = state.groups[groupKey];
  if (existing) {
    existing.notificationsCount += 1;
    existing.sampleAccountIds = [
      accountId,
      ...existing.sampleAccountIds.filter((a) => a !== accountId),
    ].slice(0, NOTIFICATION_GROUP_SAMPLE_ACCOUNTS_MAX);
    addReactions(existing, group, accountId);
    if (compareIds(id, existing.mostRecentNotificationId) > 0) {
      existing.mostRecentNotificationId = id;
      existing.pageMaxId = id;
      existing.latestPageNotificationAt = createdAt;
    }
    state.items = state.items.filter((item) => item !== groupKey);
  } else {
    state.groups[groupKey] = group;
  }
  state.items.unshift(groupKey);
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsLoadingChanged(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
      if (action.payload) state.failure = null;
    },
    notificationsLoadFailed(state, action: PayloadAction<NotificationsFailure>) {
      state.isLoading = false;
      state.failure = action.payload;
    },
    notificationsPageReceived(
      state,
      action: PayloadAction<{
        groups: Array<NotificationGroup | InvalidEntity>;
        mode: 'replace' | 'append';
        hasMore: boolean;
      }>,
    ) {
      const { groups, mode, hasMore } = action.payload;
      state.isLoading = false;
      state.hasLoaded = true;
      state.hasMore = hasMore;
      if (mode === 'replace') {
        state.items = [];
        state.groups = {};
        state.mergedNotifications = 'ok';
      }
      // An older page loads what a gap at the bottom stood for.
      const last = state.items[state.items.length - 1];
      if (isNotificationGap(last) && last.sinceId === null) state.items.pop();
      for (const group of groups) {
        if ('invalid' in group) {
          state.items.push(group);
          continue;
        }
        const existing = state.groups[group.groupKey];
        if (existing) {
          state.groups[group.groupKey] = mergeGroupPages(existing, group);
        } else {
          state.items.push(group.groupKey);
          state.groups[group.groupKey] = group;
        }
      }
      state.items = mergeGaps(state.items);
    },
    notificationsGapFilled(
      state,
      action: PayloadAction<{
        gap: NotificationGap;
        groups: Array<NotificationGroup | InvalidEntity>;
        hasMore: boolean;
      }>,
    ) {
      const { gap, groups, hasMore } = action.payload;
      state.isLoading = false;
      fillGap(state, gap, groups, hasMore);
    },
    /**
     * A notification from the stream joins its group and lifts it to the top. Its meta carries
     * the sound it makes ('boop'), when the reader hears this type.
     */
    notificationReceived: {
      prepare: (payload: ReceivedNotification, sound?: ActionSound) => ({
        payload,
        meta: sound ? { sound } : {},
      }),
      reducer(state, action: PayloadAction<ReceivedNotification, string, { sound?: ActionSound }>) {
        joinGroup(state, action.payload);
        capAtTop(state);
      },
    },
    /** Streamed notifications that came together, oldest first; one sound for them all. */
    notificationsReceived: {
      prepare: (payload: ReceivedNotification[], sound?: ActionSound) => ({
        payload,
        meta: sound ? { sound } : {},
      }),
      reducer(
        state,
        action: PayloadAction<ReceivedNotification[], string, { sound?: ActionSound }>,
      ) {
        for (const notification of action.payload) {
          joinGroup(state, notification);
          capAtTop(state);
        }
      },
    },
    notificationsScrolled(state, action: PayloadAction<boolean>) {
      state.top = action.payload;
      if (state.top) capAtTop(state);
    },
    notificationsMounted(state, action: PayloadAction<boolean>) {
      state.mounted = Math.max(0, state.mounted + (action.payload ? 1 : -1));
    },
    notificationsMerged(state) {
      state.mergedNotifications = 'needs-reload';
    },
    notificationsCleared() {
      return initialState;
    },
    /** Cleared on the server (clear all): the list, still shown, is empty and ends there. */
    allNotificationsCleared(state) {
      return {
        ...initialState,
        mounted: state.mounted,
        top: state.top,
        hasLoaded: true,
        hasMore: false,
      };
    },
  },
  extraReducers: (builder) => {
    // Notifications come by the user stream, which feeds home: its going offline is ours too.
    builder.addCase(timelineWentOffline, (state, action) => {
      if (action.payload === 'home') gapAtTop(state);
    });
    builder.addCase(statusesRemoved, (state, action) => {
      const removed = new Set(action.payload);
      state.items = state.items.filter((item) => {
        const key = keyOf(item);
        const statusId = key ? state.groups[key]?.statusId : null;
        if (key && statusId && removed.has(statusId)) {
          delete state.groups[key];
          return false;
        }
        return true;
      });
    });
    // A blocked or muted account's notifications go; a group keeps the others' part.
    builder.addCase(accountPurged, (state, action) => {
      state.items = state.items.filter((item) => {
        const key = keyOf(item);
        const group = key ? state.groups[key] : undefined;
        if (!key || !group) return true;
        const kept = group.sampleAccountIds.filter((id) => id !== action.payload);
        group.notificationsCount -= group.sampleAccountIds.length - kept.length;
        group.sampleAccountIds = kept;
        group.emojiReactionGroups = group.emojiReactionGroups
          .map((r) => ({
            ...r,
            sampleAccountIds: r.sampleAccountIds.filter((id) => id !== action.payload),
          }))
          .filter((r) => r.sampleAccountIds.length > 0);
        if (kept.length > 0) return true;
        delete state.groups[key];
        return false;
      });
    });
  },
});

export const {
  notificationsLoadingChanged,
  notificationsLoadFailed,
  notificationsPageReceived,
  notificationReceived,
  notificationsReceived,
  notificationsScrolled,
  notificationsMounted,
  notificationsGapFilled,
  notificationsMerged,
  notificationsCleared,
  allNotificationsCleared,
} = notificationsSlice.actions;
export default notificationsSlice.reducer;

export function notificationHeldIds(notifications: NotificationsState): HeldIds {
  const groups = Object.values(notifications.groups);
  return {
    statusIds: groups.map((group) => group.statusId),
    accountIds: groups.flatMap((group) => [
      ...group.sampleAccountIds,
      ...group.emojiReactionGroups.flatMap((reaction) => reaction.sampleAccountIds),
    ]),
  };
}
