import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Relationship } from '../entities/types';

const relationshipsSlice = createSlice({
  name: 'relationships',
  initialState: {} as Record<string, Relationship>,
  reducers: {
    relationshipsReceived(state, action: PayloadAction<Relationship[]>) {
      for (const relationship of action.payload) state[relationship.id] = relationship;
    },
  },
});

export const { relationshipsReceived } = relationshipsSlice.actions;
export default relationshipsSlice.reducer;
