import { createAction } from '@reduxjs/toolkit';
import type { EntityBundle } from '../entities/types';

/** Everything a response carried; the accounts and statuses slices both take their part. */
export const entitiesReceived = createAction<EntityBundle>('entities/received');
