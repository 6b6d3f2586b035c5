/** Loading the reader's direct conversations, marking them read or unread, and deleting one. */
import { deleteConversation, fetchConversations, markConversation } from '../../api/conversations';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** The first page, or (more) the next by its Link URL. */
export const loadConversations = createAppAsyncThunk(
  'conversations/load',
  async ({ more = false }: { more?: boolean }, { getState, extra, dispatch, rejectWithValue }) => {
    const state = getState();
    const result = await fetchConversations(
      clientOf(state, extra),
      more ? state.conversations.next : null,
    );
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return { conversations: result.value.conversations, next: result.links.next };
  },
  {
    condition: ({ more = false }, { getState }) => {
      const { isLoading, next } = getState().conversations;
      return !isLoading && (!more || next !== null);
    },
  },
);

/**
 * Marks a conversation read (or, on kmyblue, unread again); shown at once, put back when the
 * server refuses.
 */
export const markConversationUnread = createAppAsyncThunk(
  'conversations/mark',
  async (
    { id, unread }: { id: string; unread: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await markConversation(clientOf(getState(), extra), id, unread);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.conversation;
  },
);

export const removeConversation = createAppAsyncThunk(
  'conversations/remove',
  async (id: string, { getState, extra, rejectWithValue }) => {
    const result = await deleteConversation(clientOf(getState(), extra), id);
    if (!result.ok) return rejectWithValue(result.error, {});
    return id;
  },
);
