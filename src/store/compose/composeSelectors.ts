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

/** The privacies this server offers for this draft, in menu order (SPEC §4 allowed list). */
export const selectAllowedPrivacy = createSelector(
  [
    selectHasPublicUnlisted,
    selectHasLoginVisibility,
    selectHasMutualVisibility,
    selectHasCircles,
    (s: RootState) => s.compose.replyToLimited,
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
