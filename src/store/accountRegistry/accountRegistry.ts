import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * One account signed in on this browser, as the account menu shows it. Its token stays in
 * the browser's storage, read only by the thunks that connect it to its own server.
 */
export interface SignedInAccount {
  /** `origin|accountId`, as the session records are keyed. */
  key: string;
  origin: string;
  accountId: string;
  acct: string;
  displayName: string;
  avatar: string;
}

export interface AccountRegistryState {
  /** The current account first, then the others as they were last used. */
  accounts: SignedInAccount[];
}

const initialState: AccountRegistryState = { accounts: [] };

const accountRegistrySlice = createSlice({
  name: 'accountRegistry',
  initialState,
  reducers: {
    signedInAccountsRead(state, action: PayloadAction<SignedInAccount[]>) {
      state.accounts = action.payload;
    },
  },
});

export const { signedInAccountsRead } = accountRegistrySlice.actions;
export default accountRegistrySlice.reducer;
