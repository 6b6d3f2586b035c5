import { createAction } from '@reduxjs/toolkit';

/**
 * Statuses gone from the client: deleted, or purged by a block or mute.
 * The ids include the boosts of a deleted status; every slice holding ids takes them out.
 */
export const statusesRemoved = createAction<string[]>('statuses/removed');

/**
 * Blocking or muting an account purges its notifications, conversations,
 * suggestions and requests (its statuses go through statusesRemoved).
 */
export const accountPurged = createAction<string>('accounts/purged');
