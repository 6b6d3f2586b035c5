import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { RootState } from '../index';
import { blockDomain, loadDomainBlocks, unblockDomain } from './domainBlockActions';

export interface DomainBlocksState {
  domains: string[];
  next: string | null;
  isLoading: boolean;
  hasLoaded: boolean;
  /** False once the server answered 404: it has no domain blocks. */
  isAvailable: boolean;
}

const initialState: DomainBlocksState = {
  domains: [],
  next: null,
  isLoading: false,
  hasLoaded: false,
  isAvailable: true,
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const domainBlocksSlice = createSlice({
  name: 'domainBlocks',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadDomainBlocks.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loadDomainBlocks.fulfilled, (state, action) => {
        const { domains, next } = action.payload;
        state.domains = action.meta.arg.more
          ? [...state.domains, ...domains.filter((d) => !state.domains.includes(d))]
          : domains;
        state.next = next;
        state.isLoading = false;
        state.hasLoaded = true;
        state.isAvailable = true;
      })
      .addCase(loadDomainBlocks.rejected, (state, action) => {
        state.isLoading = false;
        if (action.payload?.status === 404) state.hasLoaded = true;
      })
      .addCase(blockDomain.fulfilled, (state, action) => {
        const { domain } = action.payload;
        if (!state.domains.some((d) => same(d, domain))) state.domains.unshift(domain);
      })
      .addCase(unblockDomain.fulfilled, (state, action) => {
        state.domains = state.domains.filter((d) => !same(d, action.payload.domain));
      })
      .addMatcher(
        isAnyOf(loadDomainBlocks.rejected, blockDomain.rejected, unblockDomain.rejected),
        (state, action) => {
          if (action.payload?.status === 404) state.isAvailable = false;
        },
      );
  },
});

export default domainBlocksSlice.reducer;

export const selectDomainBlocks = (state: RootState) => state.domainBlocks;
