import { filterVerdict } from '../../entities/filters';
import type { InvalidEntity } from '../../entities/types';
import type { RootState } from '../../store';
import { isHiddenByRegex, regexFilterFor } from '../../store/filters/regexFilters';
import { selectStatus } from '../../store/selectors';
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
  const meId = state.session.meId;
  const regex = regexFilterFor(state.settings, key);
  const shows = state.settings.home.shows;
  const out: TimelineEntry[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      out.push('invalid' in item ? { kind: 'invalid', item } : { kind: 'gap', gap: item });
      continue;
    }
    const wrapper = selectStatus(state, item);
    if (!wrapper) continue;
    const shown = wrapper.reblogId ? selectStatus(state, wrapper.reblogId) : wrapper;
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
    if (entry?.kind === 'status' && now - new Date(entry.createdAt).getTime() > minAgeMs) return i;
  }
  return -1;
}

const entryKey = (e: TimelineEntry) =>
  e.kind === 'status' ? e.id : e.kind === 'gap' ? e.gap.key : e.item.message;

/** Entries are equal when they name the same things in the same order. */
export const entriesEqual = (a: TimelineEntry[], b: TimelineEntry[]) =>
  a.length === b.length &&
  a.every((e, i) => b[i] !== undefined && e.kind === b[i].kind && entryKey(e) === entryKey(b[i]));
