/**
 * The reader's direct conversations (SPEC §3), newest last status first. Their accounts and
 * last statuses live once in the entity slices; this holds their ids.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Conversation } from '../../entities/types';
import type { HeldIds } from '../memory/heldIds';
import type { RootState } from '../index';
import { selectAccount } from '../selectors';
import { accountPurged } from '../statuses/removal';
import {
  loadConversations,
  markConversationUnread,
  removeConversation,
} from './conversationActions';
import { mergeConversations, unreadCount } from './conversationRules';

export interface ConversationsState {
  items: Conversation[];
  next: string | null;
  isLoading: boolean;
  hasLoaded: boolean;
}

const initialState: ConversationsState = {
  items: [],
  next: null,
  isLoading: false,
  hasLoaded: false,
};

const setUnread = (state: ConversationsState, id: string, unread: boolean) => {
  const item = state.items.find((c) => c.id === id);
  if (item) item.unread = unread;
};

const conversationsSlice = createSlice({
  name: 'conversations',
  initialState,
  reducers: {
    /** One came from the direct stream: a new message, or a conversation marked elsewhere. */
    conversationReceived(state, action: PayloadAction<Conversation>) {
      state.items = mergeConversations(state.items, [action.payload]);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadConversations.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loadConversations.fulfilled, (state, action) => {
        const { conversations, next } = action.payload;
        state.items = mergeConversations(action.meta.arg.more ? state.items : [], conversations);
        state.next = next;
        state.isLoading = false;
        state.hasLoaded = true;
      })
      .addCase(loadConversations.rejected, (state) => {
        state.isLoading = false;
      })
      .addCase(markConversationUnread.pending, (state, action) => {
        setUnread(state, action.meta.arg.id, action.meta.arg.unread);
      })
      .addCase(markConversationUnread.rejected, (state, action) => {
        setUnread(state, action.meta.arg.id, !action.meta.arg.unread);
      })
      .addCase(markConversationUnread.fulfilled, (state, action) => {
        state.items = mergeConversations(state.items, [action.payload]);
      })
      .addCase(removeConversation.fulfilled, (state, action) => {
        state.items = state.items.filter((c) => c.id !== action.payload);
      })
      // A block or mute purges the conversations with that account (SPEC §4).
      .addCase(accountPurged, (state, action) => {
        state.items = state.items.filter((c) => !c.accountIds.includes(action.payload));
      });
  },
});

export const { conversationReceived } = conversationsSlice.actions;
export default conversationsSlice.reducer;

export const conversationHeldIds = (state: ConversationsState): HeldIds => ({
  statusIds: state.items.map((c) => c.lastStatusId),
  accountIds: state.items.flatMap((c) => c.accountIds),
});

export const selectConversations = (state: RootState) => state.conversations;
export const selectConversationUnreadCount = (state: RootState) =>
  unreadCount(state.conversations.items);

/** The accounts of a conversation that the client holds, in its order. */
export const selectConversationAccounts = (state: RootState, ids: readonly string[]) =>
  ids.flatMap((id) => selectAccount(state, id) ?? []);
