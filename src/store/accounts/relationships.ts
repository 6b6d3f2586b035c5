import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import type { Relationship } from '../../entities/types';
import { entitiesSwept } from '../entities';

const initialState: Record<string, Relationship> = {};

const relationshipsSlice = createSlice({
  name: 'relationships',
  initialState,
  reducers: {
    relationshipsReceived(state, action: PayloadAction<Relationship[]>) {
      for (const relationship of action.payload) state[relationship.id] = relationship;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(entitiesSwept, (state, action) => {
      for (const id of action.payload.accountIds) delete state[id];
    });
  },
});

export const { relationshipsReceived } = relationshipsSlice.actions;
export default relationshipsSlice.reducer;

/** Relationships are kept by account id (and swept with the account). */
export const relationshipStoredIds = (relationships: Record<string, unknown>): HeldIds => ({
  accountIds: Object.keys(relationships),
});
