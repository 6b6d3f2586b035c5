import { SHOULD_AUTOBATCH, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Marks an action so the store tells its subscribers only after a later, unmarked one (the
 * store's auto-batching): a page's entities and its items land as one change, and every
 * mounted selector runs once for them, not once for each.
 */
export const quietly = <A extends UnknownAction>(action: A): A => ({
  ...action,
  meta: { ...(typeof action.meta === 'object' ? action.meta : {}), [SHOULD_AUTOBATCH]: true },
});
