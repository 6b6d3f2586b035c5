/**
 * The reader's place in home: the post at the top of the screen and how far its top was
 * above (or below) the screen's top, kept per server and account in localStorage so a reload
 * lands on the same post at the same offset, and sent as the home marker so another browser
 * lands on the same post the next day.
 */
import { homePlaceKey, readStoredJson } from '../../boot/storedKeys';
import { compareIds } from '../../lib/compareIds';
import type { TimelineGap, TimelineItem } from './timelines';

export interface KeptPlace {
  /** The post at the top of the screen. */
  statusId: string;
  /** Its top, from the screen's top, in px (negative: scrolled past part of it). */
  offset: number;
  /** The newest post home held then: anything newer arrived since. */
  newestId: string;
  /** The reader was at the very top of home: the next visit opens at the newest. */
  atTop: boolean;
  /** When it was kept (this browser's clock, ms). */
  savedAt: number;
}

/** The home marker as the server keeps it. */
export interface MarkerPlace {
  statusId: string;
  /** The server's `updated_at` (ms), or null where a server leaves it out. */
  updatedAt: number | null;
}

/** Where home opens: a post and its offset; `newestId` bounds what counts as new. */
export interface PlaceToRestore {
  statusId: string;
  offset: number;
  newestId: string;
  atTop: boolean;
  from: 'local' | 'marker';
}

const fromMarker = (marker: MarkerPlace): PlaceToRestore => ({
  statusId: marker.statusId,
  offset: 0,
  // Another browser's "newest" is unknown: everything above the marker is new to this one.
  newestId: marker.statusId,
  atTop: false,
  from: 'marker',
});

const fromLocal = (local: KeptPlace): PlaceToRestore => ({
  statusId: local.statusId,
  offset: local.offset,
  newestId: local.newestId,
  atTop: local.atTop,
  from: 'local',
});

/**
 * Which place wins when both exist: the newer one. This browser's place carries when it was
 * kept; the marker carries when the server last saw it move (`updated_at` changes only when
 * `last_read_id` does). The same post in both is this browser's (it knows the offset); a
 * marker without a time cannot be shown newer, so this browser's stays.
 */
export function placeToRestore(
  local: KeptPlace | null,
  marker: MarkerPlace | null,
): PlaceToRestore | null {
  if (!local) return marker ? fromMarker(marker) : null;
  if (!marker || marker.statusId === local.statusId) return fromLocal(local);
  if (marker.updatedAt !== null && marker.updatedAt > local.savedAt) return fromMarker(marker);
  return fromLocal(local);
}

let placeGapCounter = 0;

/** A gap filled from below (`min_id` = the post under it) as the reader scrolls up to it. */
export function upwardGap(): TimelineGap {
  placeGapCounter += 1;
  return { type: 'gap', key: `place-gap-${String(placeGapCounter)}`, sinceId: null, fill: 'up' };
}

const idOf = (item: TimelineItem) => (typeof item === 'string' ? item : null);

export interface RestoredHome {
  items: TimelineItem[];
  pendingItems: string[];
  /** The post the feed lands on (the place, or the next older one when it was deleted). */
  landingId: string | null;
}

/**
 * Home around a place, from the page at and below it (`max_id` just above it) and the page
 * of posts newer than `newestId` (`since_id`, newest first). Those arrived since the place was
 * kept and wait above, counted; the posts between them and the place (already seen, or more
 * than a page arrived) stand behind a gap that fills upwards as the reader scrolls up.
 */
export function restoredHome(
  place: Pick<PlaceToRestore, 'statusId' | 'newestId'>,
  below: readonly TimelineItem[],
  arrived: readonly TimelineItem[],
  pageLimit: number,
): RestoredHome {
  const belowIds = new Set(below.map(idOf));
  const pendingItems = arrived
    .map(idOf)
    .filter((id): id is string => id !== null && !belowIds.has(id));
  const landingId =
    below.map(idOf).find((id) => id !== null && compareIds(id, place.statusId) <= 0) ?? null;
  const between = compareIds(place.newestId, place.statusId) > 0 || arrived.length >= pageLimit;
  return { items: between ? [upwardGap(), ...below] : [...below], pendingItems, landingId };
}

/** After an upward fill: the new posts go under the gap, which stays while pages come full. */
export function filledUpwards(
  gap: TimelineGap,
  fresh: readonly TimelineItem[],
  isFull: boolean,
): TimelineItem[] {
  return isFull && fresh.length > 0 ? [gap, ...fresh] : [...fresh];
}

/**
 * The place is a few fields per account, kept in localStorage: read at once at start-up, so
 * home's first request waits for nothing (IndexedDB answers only when the busy start-up lets
 * its callbacks run).
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** This browser's place for an account (`scopeOf`), or null; read defensively. */
export function readKeptPlace(storage: Pick<Storage, 'getItem'>, scope: string): KeptPlace | null {
  const raw = readStoredJson(storage, homePlaceKey(scope));
  if (!isRecord(raw)) return null;
  const { statusId, offset, newestId, atTop, savedAt } = raw;
  if (typeof statusId !== 'string' || typeof newestId !== 'string') return null;
  if (typeof offset !== 'number' || !Number.isFinite(offset)) return null;
  if (typeof savedAt !== 'number' || typeof atTop !== 'boolean') return null;
  return { statusId, offset, newestId, atTop, savedAt };
}

export function writeKeptPlace(storage: Pick<Storage, 'setItem'>, scope: string, place: KeptPlace) {
  try {
    storage.setItem(homePlaceKey(scope), JSON.stringify(place));
  } catch {
    // Storage full or refused: the place is a convenience, the marker still says it.
  }
}

export function forgetKeptPlace(storage: Pick<Storage, 'removeItem'>, scope: string) {
  storage.removeItem(homePlaceKey(scope));
}
