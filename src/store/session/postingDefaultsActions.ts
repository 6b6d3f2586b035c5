import { updatePostingDefaults } from '../../api/preferences';
import type { PostingDefaultsChange } from '../../entities/types';
import { composeReset } from '../compose/draft';
import { isDraftPristine } from '../compose/draftPristine';
import { selectDraft } from '../compose/draftSelectors';
import type { AppDispatch, RootState } from '../index';
import { selectPostingDefaults } from '../selectors';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { postingDefaultsChanged } from './session';
import { settingChanged } from './settings';

/** An untouched draft takes the new defaults at once; one being written keeps its own. */
const refreshPristineDraft = () => (dispatch: AppDispatch, getState: () => RootState) => {
  if (isDraftPristine(selectDraft(getState())))
    dispatch(composeReset(selectPostingDefaults(getState())));
};

/**
 * Saves posting defaults to the server's preferences (update_credentials `source`). They take
 * effect at once and go back if the server refuses.
 */
export const savePostingDefaults = createAppAsyncThunk(
  'session/savePostingDefaults',
  async (source: PostingDefaultsChange, { getState, extra, dispatch, rejectWithValue }) => {
    const before = getState().session.defaults;
    const next = { ...before };
    if (source.privacy !== undefined) next.privacy = source.privacy;
    if (source.searchability !== undefined) next.searchability = source.searchability;
    if (source.language !== undefined) next.language = source.language;
    if (source.sensitive !== undefined) next.sensitive = source.sensitive;
    dispatch(postingDefaultsChanged(next));
    dispatch(refreshPristineDraft());
    const result = await updatePostingDefaults(clientOf(getState(), extra), { source });
    if (!result.ok) {
      dispatch(postingDefaultsChanged(before));
      dispatch(refreshPristineDraft());
      return rejectWithValue(result.error, {});
    }
    return undefined;
  },
);

/** The quote policy is the client's own setting (no server keeps it as a default). */
export const chooseDefaultQuotePolicy = (policy: string) => (dispatch: AppDispatch) => {
  dispatch(settingChanged({ path: ['defaultQuotePolicy'], value: policy }));
  dispatch(refreshPristineDraft());
};
