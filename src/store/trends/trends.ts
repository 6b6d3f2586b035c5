/** What trends now: hashtags (their records live in the tags slice) and links. */
import { createSlice } from '@reduxjs/toolkit';
import type { TrendsLink } from '../../entities/types';
import type { RootState } from '../index';
import { tagKey } from '../tags/tagActions';
import { loadTrendingLinks, loadTrendingTags } from './trendActions';

interface TrendsState {
  tags: { names: string[]; hasLoaded: boolean };
  links: { items: TrendsLink[]; hasLoaded: boolean };
}

const initialState: TrendsState = {
  tags: { names: [], hasLoaded: false },
  links: { items: [], hasLoaded: false },
};

const trendsSlice = createSlice({
  name: 'trends',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadTrendingTags.fulfilled, (state, action) => {
        state.tags = { names: action.payload.map((t) => tagKey(t.name)), hasLoaded: true };
      })
      .addCase(loadTrendingTags.rejected, (state) => {
        state.tags.hasLoaded = true;
      })
      .addCase(loadTrendingLinks.fulfilled, (state, action) => {
        state.links = { items: action.payload, hasLoaded: true };
      })
      .addCase(loadTrendingLinks.rejected, (state) => {
        state.links.hasLoaded = true;
      });
  },
});

export default trendsSlice.reducer;

export const selectTrendingTags = (state: RootState) => state.trends.tags;
export const selectTrendingLinks = (state: RootState) => state.trends.links;
/** A trending link by its URL, for the link timeline's title. */
export const selectTrendingLink = (state: RootState, url: string) =>
  state.trends.links.items.find((l) => l.card.url === url);
