import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import { filterVerdict } from '../../entities/filters';
import type { InvalidEntity, Status } from '../../entities/types';
import type { Settings } from '../../store/session/settings';
import type { RootState } from '../../store';
import { isHiddenByRegex, regexFilterFor } from '../../store/filters/regexFilters';
import { selectTimelineItems } from '../../store/timelines/selectors';
import type { TimelineGap, TimelineItem } from '../../store/timelines/timelines';
import { isShownInColumn, isShownInHome, type ColumnFilters } from './timelineRules';

export type TimelineEntry =
  | { kind: 'status'; id: string; createdAt: string }
  | { kind: 'gap'; gap: TimelineGap }
  | { kind: 'invalid'; item: InvalidEntity };

const NO_COLUMN_FILTERS: ColumnFilters = { onlyMedia: false, regex: null };

/**
 * What a timeline shows, in order: home leaves out boosts, replies and quotes the settings
 * hide, filters with the action hide drop statuses in their contexts, so do the timeline's
 * regex body filter and a deck column's own filters, and items whose status is gone are
 * skipped. The reader's own posts are never filtered.
 */
export function selectTimelineEntries(
  state: RootState,
  key: string,
  items: TimelineItem[],
  view: string,
  columnFilters: ColumnFilters = NO_COLUMN_FILTERS,
): TimelineEntry[] {
  return entriesOf(
    state.statuses.entities,
    state.settings,
    state.session.meId,
    key,
    items,
    view,
    columnFilters,
  );
}

function entriesOf(
  statuses: Record<string, Status>,
  settings: Settings,
  meId: string | null,
  key: string,
  items: TimelineItem[],
  view: string,
  columnFilters: ColumnFilters,
): TimelineEntry[] {
  const regex = regexFilterFor(settings, key);
  const shows = settings.home.shows;
  const out: TimelineEntry[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      out.push('invalid' in item ? { kind: 'invalid', item } : { kind: 'gap', gap: item });
      continue;
    }
    const wrapper = statuses[item];
    if (!wrapper) continue;
    const shown = wrapper.reblogId ? statuses[wrapper.reblogId] : wrapper;
    if (!shown) continue;
    if (key === 'home' && !isShownInHome(wrapper, shown, meId, shows)) continue;
    if (filterVerdict(shown, meId, view).hide) continue;
    if (isHiddenByRegex(shown, meId, regex)) continue;
    if (!isShownInColumn(shown, meId, columnFilters)) continue;
    out.push({ kind: 'status', id: item, createdAt: wrapper.createdAt });
  }
  return out;
}

/** The follow-suggestions marker goes before the first post older than 4 hours, at index 1 or later. */
export function suggestionsIndex(
  entries: TimelineEntry[],
  now: number,
  minAgeMs: number,
  minIndex: number,
): number {
  for (let i = minIndex; i < entries.length; i += 1) {
    const entry = entries[i];
    // Date.parse makes no Date for each post of the feed.
    if (entry?.kind === 'status' && now - Date.parse(entry.createdAt) > minAgeMs) return i;
  }
  return -1;
}

const entryKey = (e: TimelineEntry) =>
  e.kind === 'status' ? e.id : e.kind === 'gap' ? e.gap.key : e.item.message;

/** Entries are equal when they name the same things in the same order. */
export const entriesEqual = (a: TimelineEntry[], b: TimelineEntry[]) =>
  a.length === b.length &&
  a.every((e, i) => b[i] !== undefined && e.kind === b[i].kind && entryKey(e) === entryKey(b[i]));

/**
 * A memoised selectTimelineEntries for one mounted timeline: it looks again only when the
 * timeline's items, the statuses, the settings or the reader change, and keeps its last result
 * while the entries name the same things (a status going to pending, or arriving for another
 * timeline, renders nothing).
 */
export const makeSelectTimelineEntries = () =>
  createSelector(
    [
      (state: RootState) => state.statuses.entities,
      (state: RootState) => state.settings,
      (state: RootState) => state.session.meId,
      (_state: RootState, key: string) => key,
      (state: RootState, key: string) => selectTimelineItems(state, key),
      (_state: RootState, _key: string, view: string) => view,
      (_state: RootState, _key: string, _view: string, filters: ColumnFilters) => filters.onlyMedia,
      (_state: RootState, _key: string, _view: string, filters: ColumnFilters) => filters.regex,
    ],
    (statuses, settings, meId, key, items, view, onlyMedia, regex) =>
      entriesOf(statuses, settings, meId, key, items, view, { onlyMedia, regex }),
    {
      memoize: lruMemoize,
      memoizeOptions: { resultEqualityCheck: entriesEqual },
      argsMemoize: lruMemoize,
    },
  );
