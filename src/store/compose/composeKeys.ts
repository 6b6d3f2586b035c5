/** What the composer's keyboard shortcuts do to the draft (n, alt+n, alt+x). */
import { selectPostingDefaults } from '../selectors';
import type { AppDispatch, RootState } from '../index';
import { composeFocusRequested } from './composer';
import { selectIsComposerMounted } from './composerSelectors';
import { composeReset, composeSpoilerToggled } from './draft';

/** Asks the composer for focus; says whether one is on screen to take it. */
export const focusComposer = () => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(composeFocusRequested());
  return selectIsComposerMounted(getState());
};

/** A fresh draft (the posting defaults), focused. */
export const startNewPost = () => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(composeReset(selectPostingDefaults(getState())));
  return dispatch(focusComposer());
};

/** The content warning field on or off, as its button does. */
export const toggleComposeSpoiler = () => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(
    composeSpoilerToggled({ defaultSensitive: selectPostingDefaults(getState()).sensitive }),
  );
  return dispatch(focusComposer());
};
