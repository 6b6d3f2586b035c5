/**
 * Every slice of the root state, with what it declares it holds (memory/heldIds.ts) or
 * 'none'. The type asks for every slice, so a new one cannot be left out.
 */
import { suggestionHeldIds } from '../accounts/suggestions';
import { composeHeldIds } from '../compose/heldIds';
import type { RootState } from '../index';
import { modalHeldIds } from '../modals';
import { notificationHeldIds } from '../notifications/notifications';
import { pagedListHeldIds } from '../pagedLists/pagedLists';
import { sessionHeldIds } from '../session/session';
import { contextHeldIds } from '../statuses/contexts';
import { timelineHeldIds } from '../timelines/timelines';
import type { HeldIds } from './heldIds';

type HeldIdsTable = { [Key in keyof RootState]: ((slice: RootState[Key]) => HeldIds) | 'none' };

export const HELD_IDS_BY_SLICE: HeldIdsTable = {
  session: sessionHeldIds,
  timelines: timelineHeldIds,
  notifications: notificationHeldIds,
  contexts: contextHeldIds,
  pagedLists: pagedListHeldIds,
  compose: composeHeldIds,
  modals: modalHeldIds,
  suggestions: suggestionHeldIds,
  // The entities themselves, and slices kept by their ids (swept with them, never keeping).
  statuses: 'none',
  accounts: 'none',
  relationships: 'none',
  translations: 'none',
  collections: 'none',
  // Nothing to show by id (a marker's last-read id is a position, not a status kept).
  alerts: 'none',
  settings: 'none',
  markers: 'none',
  reactionDeck: 'none',
  filters: 'none',
};

/** What every slice holds, as the declarations say. */
export function heldIdsOf(state: RootState): HeldIds[] {
  return Object.entries(HELD_IDS_BY_SLICE).flatMap(([key, heldIds]) =>
    heldIds === 'none'
      ? []
      : [(heldIds as (slice: unknown) => HeldIds)(state[key as keyof RootState])],
  );
}
