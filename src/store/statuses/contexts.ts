import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InvalidEntity } from '../../entities/types';
import type { HeldIds } from '../memory/heldIds';
import { statusesRemoved } from './removal';

/** A status that could not be read stays in its place as an InvalidEntity. */
export type ThreadItem = string | InvalidEntity;

export interface ThreadContext {
  ancestors: ThreadItem[];
  descendants: ThreadItem[];
  references: string[];
}

const statusIds = (items: ThreadItem[]) => items.filter((i): i is string => typeof i === 'string');

const initialState: Record<string, ThreadContext> = {};

/** Threads by the id of the status they were opened at; ids only. */
const contextsSlice = createSlice({
  name: 'contexts',
  initialState,
  reducers: {
    contextReceived(state, action: PayloadAction<{ id: string; context: ThreadContext }>) {
      state[action.payload.id] = action.payload.context;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(statusesRemoved, (state, action) => {
      const removed = new Set(action.payload);
      const kept = (item: ThreadItem) => typeof item !== 'string' || !removed.has(item);
      for (const context of Object.values(state)) {
        context.ancestors = context.ancestors.filter(kept);
        context.descendants = context.descendants.filter(kept);
        context.references = context.references.filter((id) => !removed.has(id));
      }
    });
  },
});

export const { contextReceived } = contextsSlice.actions;
export default contextsSlice.reducer;

/** A thread holds the status it was opened at and its context. */
export const contextHeldIds = (contexts: Record<string, ThreadContext>): HeldIds => ({
  statusIds: Object.entries(contexts).flatMap(([id, context]) => [
    id,
    ...statusIds(context.ancestors),
    ...statusIds(context.descendants),
    ...context.references,
  ]),
});
