import type { RootState } from '../index';
import { emptyTimeline } from './timelines';

/** A timeline by its key (timelineSources.ts); an empty one before its first page. */
export const selectTimeline = (state: RootState, key: string) =>
  state.timelines[key] ?? emptyTimeline;
