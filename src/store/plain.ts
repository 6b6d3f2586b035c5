import { isDraft, original } from '@reduxjs/toolkit';

/** What a value in a reducer's state was before this reducer ran (a draft's original). */
export function plain<T>(value: T): T {
  return isDraft(value) ? original(value as never) : value;
}
