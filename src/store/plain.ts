import { isDraft, original } from '@reduxjs/toolkit';

/** What a value in a reducer's state was before this reducer ran (a draft's original). */
export function plain<T>(value: T): T {
  return isDraft(value) ? original(value as never) : value;
}

/**
 * A new object from the server going into the state as it is, frozen at its top in a
 * production build. Immer looks through every new object put into a draft for drafts nested
 * in it, all the way down (a post's rich text, media, poll…), whenever other drafts are still
 * open; a frozen one it takes as it is. In Node, 100 pages of 20 posts went into a statuses
 * slice in 134–160 ms as they were and 70–81 ms frozen. Development and tests leave it: there
 * immer freezes the whole state deeply after every update, and would stop at an object
 * already frozen.
 */
export function settled<T extends object>(value: T): T {
  return import.meta.env.PROD ? Object.freeze(value) : value;
}
