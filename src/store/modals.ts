import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §2: modals opened by name with their props. */
export type ModalDescriptor =
  | {
      type: 'INTERACTION';
      props: {
        /** What the visitor tried: reply, reblog, favourite, vote, follow, ... */
        intent:
          'reply' | 'reblog' | 'favourite' | 'bookmark' | 'vote' | 'follow' | 'compose' | 'quote';
        accountId: string | null;
        url: string | null;
      };
    }
  | { type: 'BOOST'; props: { statusId: string } };

const modalsSlice = createSlice({
  name: 'modals',
  initialState: { stack: [] as ModalDescriptor[] },
  reducers: {
    modalOpened(state, action: PayloadAction<ModalDescriptor>) {
      state.stack.push(action.payload);
    },
    modalClosed(state) {
      state.stack.pop();
    },
  },
});

export const { modalOpened, modalClosed } = modalsSlice.actions;
export default modalsSlice.reducer;
