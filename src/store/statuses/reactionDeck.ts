import { createSlice } from '@reduxjs/toolkit';
import * as reactionsApi from '../../api/emojiReactions';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** GET v1/reaction_deck, only where the server has kmyblue_reaction_deck. */
export const loadReactionDeck = createAppAsyncThunk(
  'reactionDeck/load',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await reactionsApi.fetchReactionDeck(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

/** POST v1/reaction_deck with the whole deck; shown at once, put back on failure. */
export const saveReactionDeck = createAppAsyncThunk(
  'reactionDeck/save',
  async (
    { names }: { names: string[]; previous: string[] },
    { getState, extra, rejectWithValue },
  ) => {
    const result = await reactionsApi.saveReactionDeck(clientOf(getState(), extra), names);
    if (!result.ok) return rejectWithValue(result.error, {});
    return result.value;
  },
);

const reactionDeckSlice = createSlice({
  name: 'reactionDeck',
  initialState: { names: [] as string[], isLoaded: false },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadReactionDeck.fulfilled, (state, action) => {
        state.names = action.payload;
        state.isLoaded = true;
      })
      .addCase(saveReactionDeck.pending, (state, action) => {
        state.names = action.meta.arg.names;
      })
      .addCase(saveReactionDeck.fulfilled, (state, action) => {
        state.names = action.payload;
      })
      .addCase(saveReactionDeck.rejected, (state, action) => {
        state.names = action.meta.arg.previous;
      });
  },
});

export default reactionDeckSlice.reducer;
