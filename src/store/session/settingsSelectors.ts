import type { RegexFilterColumn } from '../filters/regexFilters';
import type { RootState } from '../index';

/** The reader's skin tone for emoji: 1 default, 2–6 light to dark. */
export const selectSkinTone = (state: RootState) => state.settings.skinTone;
export const selectFrequentlyUsedEmojis = (state: RootState) => state.settings.frequentlyUsedEmojis;
export const selectFrequentlyUsedLanguages = (state: RootState) =>
  state.settings.frequentlyUsedLanguages;
/** Ask before boosting (the BOOST modal). */
export const selectConfirmBoost = (state: RootState) => state.settings.confirmBoost;
export const selectConfirmDelete = (state: RootState) => state.settings.confirmDelete;
export const selectDisplayMedia = (state: RootState) => state.settings.displayMedia;
export const selectColumns = (state: RootState) => state.settings.columns;
/** Multi-column layout on wide screens. */
export const selectMultiColumn = (state: RootState) => state.settings.multiColumn;

/** A column's regex body filter as typed (blank means none). */
export const selectRegexFilterBody = (state: RootState, column: RegexFilterColumn) =>
  state.settings[column].regex.body;

/** Whether trends show (Explore's trending tabs). */
export const selectShowTrends = (state: RootState) => state.settings.trends.show;
