import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import { statusesRemoved } from './removal';

export interface ThreadContext {
  ancestors: string[];
  descendants: string[];
  references: string[];
}

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
      for (const context of Object.values(state)) {
        context.ancestors = context.ancestors.filter((id) => !removed.has(id));
        context.descendants = context.descendants.filter((id) => !removed.has(id));
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
    ...context.ancestors,
    ...context.descendants,
    ...context.references,
  ]),
});
