import { addEmojiReaction, removeEmojiReaction } from '../../api/emojiReactions';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

export interface ReactionToggle {
  id: string;
  /** Unicode emoji, or a custom emoji's shortcode (kmyblue's reaction name). */
  name: string;
  /** A remote custom emoji's server: the request names it `shortcode@domain`. */
  domain?: string | null;
  value: boolean;
  /** For a custom emoji added optimistically: its picture until the server answers. */
  url: string | null;
  staticUrl: string | null;
}

/**
 * The optimistic change and its rollback are the pending and rejected cases in
 * statuses.ts; here only the request, and the server's copy on success.
 */
export const toggleEmojiReaction = createAppAsyncThunk(
  'statuses/emojiReaction',
  async (arg: ReactionToggle, { getState, extra, dispatch, rejectWithValue }) => {
    const client = clientOf(getState(), extra);
    const result = await (arg.value ? addEmojiReaction : removeEmojiReaction)(
      client,
      arg.id,
      arg.domain ? `${arg.name}@${arg.domain}` : arg.name,
    );
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return undefined;
  },
);
