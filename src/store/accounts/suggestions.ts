import { createSlice } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import * as suggestionsApi from '../../api/suggestions';
import { SUGGESTIONS_LIMIT } from '../constants';
import { entitiesReceived } from '../entities';
import { accountPurged } from '../statuses/removal';
import { fetchRelationshipsBatched } from './relationshipBatch';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** GET v2/suggestions, limit 20. */
export const loadSuggestions = createAppAsyncThunk(
  'suggestions/load',
  async (_: void, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await suggestionsApi.fetchSuggestions(
      clientOf(getState(), extra),
      SUGGESTIONS_LIMIT,
    );
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    dispatch(entitiesReceived(result.value.bundle));
    const ids = result.value.accountIds;
    dispatch(fetchRelationshipsBatched(ids));
    return ids;
  },
);

export const dismissSuggestion = createAppAsyncThunk(
  'suggestions/dismiss',
  async (accountId: string, { getState, extra, rejectWithValue }) => {
    const result = await suggestionsApi.dismissSuggestion(clientOf(getState(), extra), accountId);
    if (!result.ok) return rejectWithValue(result.error, {});
    return accountId;
  },
);

const suggestionsSlice = createSlice({
  name: 'suggestions',
  initialState: { items: [] as string[], hasLoaded: false },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSuggestions.fulfilled, (state, action) => {
        state.items = action.payload;
        state.hasLoaded = true;
      })
      .addCase(loadSuggestions.rejected, (state) => {
        state.hasLoaded = true;
      })
      .addCase(dismissSuggestion.pending, (state, action) => {
        state.items = state.items.filter((id) => id !== action.meta.arg);
      })
      .addCase(accountPurged, (state, action) => {
        state.items = state.items.filter((id) => id !== action.payload);
      });
  },
});

export default suggestionsSlice.reducer;

export const suggestionHeldIds = (suggestions: { items: string[] }): HeldIds => ({
  accountIds: suggestions.items,
});
