/** The saved draft, read by name (components never reach into the state's shape). */
import type { RootState } from '../index';

export const selectDraft = (state: RootState) => state.draft;
export const selectDraftPrivacy = (state: RootState) => state.draft.privacy;
export const selectDraftSearchability = (state: RootState) => state.draft.searchability;
export const selectDraftLanguage = (state: RootState) => state.draft.language;
export const selectDraftQuotePolicy = (state: RootState) => state.draft.quotePolicy;
export const selectDraftCircleId = (state: RootState) => state.draft.circleId;
export const selectDraftMarkdown = (state: RootState) => state.draft.markdown;
export const selectDraftPoll = (state: RootState) => state.draft.poll;
export const selectIsReplyToLimited = (state: RootState) => state.draft.replyToLimited;
export const selectDraftScheduledAt = (state: RootState) => state.draft.scheduledAt;
export const selectDraftEditId = (state: RootState) => state.draft.editId;
