import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import * as statusDetailsApi from '../../api/statusDetails';
import type { Translation } from '../../entities/types';
import { entitiesSwept } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

export interface TranslationState {
  isLoading: boolean;
  translation: Translation | null;
}

/** POST v1/statuses/{id}/translate, into the reader's language. */
export const translateStatus = createAppAsyncThunk(
  'translations/translate',
  async (
    { id, lang }: { id: string; lang: string },
    { getState, extra, rejectWithValue },
  ): Promise<Translation | ReturnType<typeof rejectWithValue>> => {
    const result = await statusDetailsApi.translateStatus(clientOf(getState(), extra), id, lang);
    if (!result.ok) return rejectWithValue(result.error, {});
    return result.value;
  },
);

const initialState: Record<string, TranslationState> = {};

/** Translations shown, by status id; 'Show original' forgets one. */
const translationsSlice = createSlice({
  name: 'translations',
  initialState,
  reducers: {
    translationHidden(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(translateStatus.pending, (state, action) => {
        state[action.meta.arg.id] = { isLoading: true, translation: null };
      })
      .addCase(translateStatus.fulfilled, (state, action) => {
        state[action.meta.arg.id] = { isLoading: false, translation: action.payload };
      })
      .addCase(translateStatus.rejected, (state, action) => {
        delete state[action.meta.arg.id];
      })
      .addCase(entitiesSwept, (state, action) => {
        for (const id of action.payload.statusIds) delete state[id];
      });
  },
});

export const { translationHidden } = translationsSlice.actions;
export default translationsSlice.reducer;

/** Translations are kept by status id (and swept with the status). */
export const translationStoredIds = (translations: Record<string, unknown>): HeldIds => ({
  statusIds: Object.keys(translations),
});
