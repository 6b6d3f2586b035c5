import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import type { CustomEmoji, Instance, Visibility } from '../../entities/types';
import { DEFAULT_LANGUAGE, DEFAULT_PRIVACY, DEFAULT_SEARCHABILITY } from '../constants';

/** The account's own posting defaults (verify_credentials source). */
export interface PostingDefaults {
  privacy: Visibility;
  searchability: string;
  language: string;
  sensitive: boolean;
  /** The account's quote policy, when the server states one. */
  quotePolicy?: string | null;
}

/**
 * Who is using the client, on which server. A visitor has an origin and no token
 * (identity is signed in when a me id is present, else visitor).
 */
export interface SessionState {
  /** 'cached': shown from the last visit's copy while the server is still being asked. */
  phase: 'signed-out' | 'connecting' | 'cached' | 'ready' | 'failed';
  origin: string | null;
  token: string | null;
  meId: string | null;
  instance: Instance | null;
  customEmojis: CustomEmoji[];
  /** The custom emoji list: not asked for yet this session, on its way, or in. */
  customEmojiLoad: 'none' | 'loading' | 'loaded';
  defaults: PostingDefaults;
  /**
   * The saved session is kept and the app shows, but the server has not answered since
   * start-up (unreachable, too slow, or failing): the connection is being retried.
   */
  isUnreachable?: boolean;
}

export const defaultPostingDefaults: PostingDefaults = {
  privacy: DEFAULT_PRIVACY,
  searchability: DEFAULT_SEARCHABILITY,
  language: DEFAULT_LANGUAGE,
  sensitive: false,
};

const initialState: SessionState = {
  phase: 'signed-out',
  origin: null,
  token: null,
  meId: null,
  instance: null,
  customEmojis: [],
  customEmojiLoad: 'none',
  defaults: defaultPostingDefaults,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionConnectionStarted(
      state,
      action: PayloadAction<{ origin: string; token: string | null }>,
    ) {
      state.phase = 'connecting';
      // Another server's custom emoji are not this one's; the list is asked for again.
      if (state.origin !== action.payload.origin) state.customEmojis = [];
      state.customEmojiLoad = 'none';
      state.origin = action.payload.origin;
      state.token = action.payload.token;
      state.meId = null;
    },
    sessionConnected(
      state,
      action: PayloadAction<{
        meId: string | null;
        instance: Instance;
        defaults?: PostingDefaults;
      }>,
    ) {
      state.phase = 'ready';
      state.isUnreachable = false;
      state.meId = action.payload.meId;
      state.instance = action.payload.instance;
      if (action.payload.defaults) state.defaults = action.payload.defaults;
    },
    /** The last visit's account and server, shown while the credential check is under way. */
    sessionCacheShown(state, action: PayloadAction<{ meId: string; instance: Instance }>) {
      if (state.phase !== 'connecting') return;
      state.phase = 'cached';
      state.meId = action.payload.meId;
      state.instance = action.payload.instance;
    },
    /** With stay_privacy, the chosen privacy becomes the default. */
    defaultPrivacyChanged(state, action: PayloadAction<Visibility>) {
      state.defaults.privacy = action.payload;
    },
    /** The account's posting defaults as chosen in the settings (or as the server kept them). */
    postingDefaultsChanged(state, action: PayloadAction<PostingDefaults>) {
      state.defaults = action.payload;
    },
    sessionFailed(state) {
      state.phase = 'failed';
    },
    /** Start-up could not reach the server: keep the saved session and show the app. */
    sessionUnreachable(state, action: PayloadAction<{ meId: string | null }>) {
      state.phase = 'ready';
      state.meId ??= action.payload.meId;
      state.isUnreachable = true;
    },
    customEmojisAsked(state) {
      state.customEmojiLoad = 'loading';
    },
    customEmojisLoaded(state, action: PayloadAction<CustomEmoji[]>) {
      state.customEmojis = action.payload;
      state.customEmojiLoad = 'loaded';
    },
    /** Asked for and not had: the next screen that needs the list asks again. */
    customEmojisFailed(state) {
      state.customEmojiLoad = 'none';
    },
    signedOut() {
      return initialState;
    },
  },
});

export const {
  sessionConnectionStarted,
  sessionConnected,
  sessionCacheShown,
  sessionFailed,
  sessionUnreachable,
  customEmojisAsked,
  customEmojisLoaded,
  customEmojisFailed,
  signedOut,
  defaultPrivacyChanged,
  postingDefaultsChanged,
} = sessionSlice.actions;
export default sessionSlice.reducer;

/** The signed-in account stays. */
export const sessionHeldIds = (session: SessionState): HeldIds => ({ accountIds: [session.meId] });
