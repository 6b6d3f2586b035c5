/**
 * Hashtags by (lower-case) name: what the hashtag screen, trends and followed tags show, each tag
 * kept once; the reader's followed tags page by page, and their featured tags where the server
 * says featuring only through them.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { FeaturedTag, Tag } from '../../entities/types';
import { loadTrendingTags } from '../trends/trendActions';
import {
  loadFeaturedTags,
  loadFollowedTags,
  loadTag,
  tagKey,
  toggleTagFeature,
  toggleTagFollow,
} from './tagActions';

export interface TagsState {
  byName: Record<string, Tag>;
  followed: { names: string[]; next: string | null; isLoading: boolean; hasLoaded: boolean };
  /** The reader's featured tags, once asked for (servers without tag `featuring`). */
  featured: FeaturedTag[] | null;
}

const initialState: TagsState = {
  byName: {},
  followed: { names: [], next: null, isLoading: false, hasLoaded: false },
  featured: null,
};

function received(state: TagsState, tags: Tag[]): void {
  for (const tag of tags) state.byName[tagKey(tag.name)] = tag;
}

const tagsSlice = createSlice({
  name: 'tags',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadTag.fulfilled, (state, action) => received(state, [action.payload]))
      .addCase(loadTrendingTags.fulfilled, (state, action) => received(state, action.payload))
      .addCase(toggleTagFollow.pending, (state, action) => {
        const tag = state.byName[tagKey(action.meta.arg.name)];
        if (tag) tag.following = action.meta.arg.follow;
      })
      .addCase(toggleTagFollow.rejected, (state, action) => {
        const tag = state.byName[tagKey(action.meta.arg.name)];
        if (tag) tag.following = !action.meta.arg.follow;
      })
      .addCase(toggleTagFollow.fulfilled, (state, action) => {
        received(state, [action.payload]);
        const key = tagKey(action.payload.name);
        const { followed } = state;
        if (!action.meta.arg.follow) followed.names = followed.names.filter((n) => n !== key);
        else if (followed.hasLoaded && !followed.names.includes(key)) followed.names.unshift(key);
      })
      .addCase(toggleTagFeature.fulfilled, (state, action) => {
        if (action.payload) received(state, [action.payload]);
      })
      .addCase(loadFeaturedTags.fulfilled, (state, action) => {
        state.featured = action.payload;
      })
      .addCase(loadFollowedTags.pending, (state) => {
        state.followed.isLoading = true;
      })
      .addCase(loadFollowedTags.rejected, (state) => {
        state.followed.isLoading = false;
        state.followed.hasLoaded = true;
      })
      .addCase(loadFollowedTags.fulfilled, (state, action) => {
        received(state, action.payload.tags);
        const names = action.payload.tags.map((t) => tagKey(t.name));
        const more = action.meta.arg.more ?? false;
        const { followed } = state;
        followed.names = more ? [...new Set([...followed.names, ...names])] : names;
        followed.next = action.payload.next;
        followed.isLoading = false;
        followed.hasLoaded = true;
      });
  },
});

export default tagsSlice.reducer;
