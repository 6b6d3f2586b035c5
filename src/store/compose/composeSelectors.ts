import { createSelector } from '@reduxjs/toolkit';
import type { ComposePrivacy } from './composeRules';
import type { RootState } from '../index';
import {
  selectHasCircles,
  selectHasLoginVisibility,
  selectHasMutualVisibility,
  selectHasPublicUnlisted,
  selectInstance,
} from '../selectors';
import { DEFAULT_INSTANCE_CONFIGURATION } from '../../entities/instance';
import { selectPendingUploads } from './composerSelectors';
import { selectDraft, selectIsReplyToLimited } from './draftSelectors';

/** The privacies this server offers for this draft, in menu order. */
export const selectAllowedPrivacy = createSelector(
  [
    selectHasPublicUnlisted,
    selectHasLoginVisibility,
    selectHasMutualVisibility,
    selectHasCircles,
    selectIsReplyToLimited,
  ],
  (publicUnlisted, login, mutual, circles, replyToLimited): ComposePrivacy[] => [
    'public',
    ...(publicUnlisted ? (['public_unlisted'] as const) : []),
    'unlisted',
    ...(login ? (['login'] as const) : []),
    'private',
    ...(mutual ? (['mutual'] as const) : []),
    ...(circles ? (['circle'] as const) : []),
    ...(replyToLimited ? (['reply'] as const) : []),
    'direct',
  ],
);

export const selectComposeConfiguration = (state: RootState) =>
  selectInstance(state)?.configuration ?? DEFAULT_INSTANCE_CONFIGURATION;

/** No more files with a poll, a quote, or the server's maximum reached. */
export const selectIsUploadDisabled = (state: RootState) => {
  const draft = selectDraft(state);
  return (
    draft.poll !== null ||
    draft.quotedStatusId !== null ||
    draft.media.length + selectPendingUploads(state) >=
      selectComposeConfiguration(state).maxMediaAttachments
  );
};
