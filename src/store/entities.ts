import { createAction } from '@reduxjs/toolkit';
import type { EntityBundle } from '../entities/types';

/** Everything a response carried; the accounts and statuses slices both take their part. */
export const entitiesReceived = createAction<EntityBundle>('entities/received');

/**
 * Statuses and accounts nothing refers to any more (sweep.ts): they leave the store, and so
 * does everything kept by their id.
 */
export const entitiesSwept = createAction<{ statusIds: string[]; accountIds: string[] }>(
  'entities/swept',
);
