import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from './memory/heldIds';

/** Modals opened by name with their props. */
export type ModalDescriptor =
  | {
      type: 'INTERACTION';
      props: {
        /** What the visitor tried: reply, reblog, favourite, vote, follow, ... */
        intent:
          | 'reply'
          | 'reblog'
          | 'favourite'
          | 'bookmark'
          | 'vote'
          | 'follow'
          | 'compose'
          | 'emoji_reaction'
          | 'quote';
        accountId: string | null;
        url: string | null;
      };
    }
  | { type: 'BOOST'; props: { statusId: string } }
  /** FILTER with statusId and contextType (the view it was opened from). */
  | { type: 'FILTER'; props: { statusId: string; contextType: string } }
  /** BLOCK and MUTE, each with accountId and acct. */
  | { type: 'BLOCK'; props: { accountId: string; acct: string } }
  | { type: 'MUTE'; props: { accountId: string; acct: string } }
  | { type: 'DELETE_STATUS'; props: { statusId: string; redraft?: boolean } }
  | { type: 'BOOKMARK_CATEGORY'; props: { statusId: string } }
  /** Who may quote one's own post, changed after posting. */
  | { type: 'QUOTE_POLICY'; props: { statusId: string } }
  | { type: 'UNFOLLOW'; props: { accountId: string; acct: string } }
  /** REPORT an account; statusId is the post it was opened from, pre-ticked. */
  | { type: 'REPORT'; props: { accountId: string; statusId: string | null } };

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

export function modalHeldIds(modals: { stack: ModalDescriptor[] }): HeldIds {
  const props = modals.stack.map((modal) => modal.props);
  return {
    statusIds: props.map((p) => ('statusId' in p ? p.statusId : null)),
    accountIds: props.map((p) => ('accountId' in p ? p.accountId : null)),
  };
}
