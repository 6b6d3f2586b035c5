import { createSelector } from '@reduxjs/toolkit';
import type { NotificationType } from '../../entities/types';
import type { RootState } from '../index';
import { NOTIFICATION_SETTING_TYPES } from '../session/settings';
import { selectActiveQuickFilter } from './selectors';

type SettingType = (typeof NOTIFICATION_SETTING_TYPES)[number];
const isSettingType = (type: NotificationType): type is SettingType =>
  (NOTIFICATION_SETTING_TYPES as readonly string[]).includes(type);

/** The reader's choice for a type (shows, alerts, sounds); a type without one is on. */
export function isOnForType(
  type: NotificationType,
  choices: Record<SettingType, boolean>,
): boolean {
  return isSettingType(type) ? choices[type] : true;
}

/** A type the reader turned off stays out of the list; types without a setting always show. */
export const isNotificationTypeShown = isOnForType;

/**
 * The notification list as shown: groups of hidden types left out, and under a quick filter
 * those of other types (streamed ones arrive unfiltered); gaps and errors kept.
 */
export const selectShownNotificationItems = createSelector(
  [
    (state: RootState) => state.notifications.items,
    (state: RootState) => state.notifications.groups,
    (state: RootState) => state.settings.notifications.shows,
    selectActiveQuickFilter,
  ],
  (items, groups, shows, filter) =>
    items.filter((item) => {
      if (typeof item !== 'string') return true;
      const group = groups[item];
      if (!group) return true;
      return (
        isNotificationTypeShown(group.type, shows) && (filter === 'all' || group.type === filter)
      );
    }),
);
