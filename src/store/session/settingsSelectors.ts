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
/** The layout chosen for wide screens: auto, single or multi. */
export const selectLayoutChoice = (state: RootState) => state.settings.layout;
export const selectConfirmUnfollow = (state: RootState) => state.settings.confirmUnfollow;
export const selectAutoPlayGif = (state: RootState) => state.settings.autoPlayGif;
export const selectReduceMotion = (state: RootState) => state.settings.reduceMotion;
export const selectExpandSpoilers = (state: RootState) => state.settings.expandSpoilers;
export const selectShowCounts = (state: RootState) => state.settings.showCounts;
export const selectStayPrivacy = (state: RootState) => state.settings.stayPrivacy;
export const selectTrendsShown = (state: RootState) => state.settings.trends.show;
export const selectHomeShows = (state: RootState) => state.settings.home.shows;
export const selectNotificationSettings = (state: RootState) => state.settings.notifications;
/** The media players' volume and mute, as the reader last left them. */
export const selectPlayerLoudness = (state: RootState) => state.settings.player;
export const selectDefaultQuotePolicy = (state: RootState) => state.settings.defaultQuotePolicy;

/** A column's regex body filter as typed (blank means none). */
export const selectRegexFilterBody = (state: RootState, column: RegexFilterColumn) =>
  state.settings[column].regex.body;
/** The Language setting: the browser's, or a language chosen. */
export const selectLocaleChoice = (state: RootState) => state.settings.locale;
