import type { Status } from '../../entities/types';
import { toggleBookmark, toggleFavourite, toggleReblog } from './statusActions';

type BooleanField = { [K in keyof Status]: Status[K] extends boolean ? K : never }[keyof Status];
type CountField = { [K in keyof Status]: Status[K] extends number ? K : never }[keyof Status];

export interface StatusToggle {
  thunk: typeof toggleFavourite;
  flag: BooleanField;
  countField: CountField | null;
}

/** Favourite, bookmark and reblog are set at once and reverted on failure. */
export const STATUS_TOGGLES: StatusToggle[] = [
  { thunk: toggleFavourite, flag: 'favourited', countField: 'favouritesCount' },
  { thunk: toggleReblog, flag: 'reblogged', countField: 'reblogsCount' },
  { thunk: toggleBookmark, flag: 'bookmarked', countField: null },
];
