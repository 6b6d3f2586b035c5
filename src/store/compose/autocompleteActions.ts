/** Suggestions for @accounts, #hashtags and :emoji: at the caret. */
import { searchAccounts, searchHashtags } from '../../api/search';
import { emojiSuggestions, hashtagSuggestions, type AutocompleteToken } from './autocompleteRules';
import { selectTagHistory } from './composerSelectors';
import { ACCOUNT_SUGGESTIONS_MAX, HASHTAG_SUGGESTIONS_MAX } from '../constants';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

export type Suggestion =
  | { kind: 'account'; accountId: string; acct: string }
  | { kind: 'hashtag'; name: string }
  | { kind: 'emoji'; shortcode: string; url: string }
  /** A unicode emoji found by its shortcode: the emoji itself goes into the text. */
  | { kind: 'unicode'; char: string; shortcode: string };

/** What replaces the token when a suggestion is chosen. */
export function suggestionText(s: Suggestion): string {
  if (s.kind === 'account') return `@${s.acct}`;
  if (s.kind === 'hashtag') return `#${s.name}`;
  return s.kind === 'unicode' ? s.char : `:${s.shortcode}:`;
}

export const fetchSuggestions = createAppAsyncThunk(
  'compose/suggestions',
  async (
    token: AutocompleteToken,
    { getState, extra, dispatch, signal },
  ): Promise<Suggestion[]> => {
    const state = getState();
    if (token.kind === ':') {
      const emojis = state.session.customEmojis.filter((e) => e.visibleInPicker);
      return emojiSuggestions(
        emojis.map((e) => e.shortcode),
        token.query,
      ).map((shortcode) => ({
        kind: 'emoji',
        shortcode,
        url: emojis.find((e) => e.shortcode === shortcode)?.staticUrl ?? '',
      }));
    }
    const client = clientOf(state, extra);
    if (token.kind === '@') {
      const result = await searchAccounts(client, token.query, ACCOUNT_SUGGESTIONS_MAX, signal);
      if (!result.ok) return [];
      dispatch(entitiesReceived(result.value.bundle));
      return result.value.accounts
        .slice(0, ACCOUNT_SUGGESTIONS_MAX)
        .map((a) => ({ kind: 'account', accountId: a.id, acct: a.acct }));
    }
    const result = await searchHashtags(client, token.query, HASHTAG_SUGGESTIONS_MAX, signal);
    const fromServer = result.ok ? result.value.map((t) => t.name) : [];
    return hashtagSuggestions(selectTagHistory(state), fromServer, token.query).map((name) => ({
      kind: 'hashtag',
      name,
    }));
  },
);
