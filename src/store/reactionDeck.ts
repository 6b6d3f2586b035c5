import { createSlice } from '@reduxjs/toolkit';
import { fetchReactionDeck } from '../api/emojiReactions';
import { clientOf, createAppAsyncThunk } from './thunk';

/** GET v1/reaction_deck, only where the server has kmyblue_reaction_deck. */
export const reactionDeckLoaded = createAppAsyncThunk(
  'reactionDeck/load',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await fetchReactionDeck(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

const reactionDeckSlice = createSlice({
  name: 'reactionDeck',
  initialState: { names: [] as string[], isLoaded: false },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(reactionDeckLoaded.fulfilled, (state, action) => {
      state.names = action.payload;
      state.isLoaded = true;
    });
  },
});

export default reactionDeckSlice.reducer;
