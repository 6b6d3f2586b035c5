import { createSlice } from '@reduxjs/toolkit';
import { fetchReactionDeck, saveReactionDeck } from '../../api/emojiReactions';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** GET v1/reaction_deck, only where the server has kmyblue_reaction_deck. */
export const reactionDeckLoaded = createAppAsyncThunk(
  'reactionDeck/load',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await fetchReactionDeck(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

/** SPEC §7: POST v1/reaction_deck with the whole deck; shown at once, put back on failure. */
export const reactionDeckSaved = createAppAsyncThunk(
  'reactionDeck/save',
  async (
    { names }: { names: string[]; previous: string[] },
    { getState, extra, rejectWithValue },
  ) => {
    const result = await saveReactionDeck(clientOf(getState(), extra), names);
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
      .addCase(reactionDeckLoaded.fulfilled, (state, action) => {
        state.names = action.payload;
        state.isLoaded = true;
      })
      .addCase(reactionDeckSaved.pending, (state, action) => {
        state.names = action.meta.arg.names;
      })
      .addCase(reactionDeckSaved.fulfilled, (state, action) => {
        state.names = action.payload;
      })
      .addCase(reactionDeckSaved.rejected, (state, action) => {
        state.names = action.meta.arg.previous;
      });
  },
});

export default reactionDeckSlice.reducer;
