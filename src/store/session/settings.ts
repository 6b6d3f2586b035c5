import { PLAYER_DEFAULT_VOLUME } from '../constants';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLocaleChoice, type LocaleChoice } from '../../i18n/locale';
import {
  addColumn,
  columnsOf,
  defaultColumns,
  moveColumn,
  type Column,
  type ColumnParams,
} from './columns';

export type { Column, ColumnId, ColumnParams } from './columns';
export { defaultColumns } from './columns';

/** Auto follows the address (/deck is multi-column); the others are the reader's choice. */
export const LAYOUT_CHOICES = ['auto', 'single', 'multi'] as const;
export type LayoutChoice = (typeof LAYOUT_CHOICES)[number];

export const DISPLAY_MEDIA_CHOICES = ['default', 'show_all', 'hide_all'] as const;

export const NOTIFICATION_SETTING_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'emoji_reaction',
  'reblog',
  'mention',
  'status_reference',
  'quote',
  'poll',
  'status',
  'list_status',
  'update',
  'admin.sign_up',
  'admin.report',
] as const;

type PerType = Record<(typeof NOTIFICATION_SETTING_TYPES)[number], boolean>;
const allOn = (): PerType =>
  Object.fromEntries(NOTIFICATION_SETTING_TYPES.map((t) => [t, true])) as PerType;

/** The reader's settings, kept per account and saved to the server (api/web/settings). */
export interface Settings {
  saved: boolean;
  skinTone: number;
  trends: { show: boolean };
  home: { shows: { reblog: boolean; reply: boolean; quote: boolean }; regex: { body: string } };
  community: { regex: { body: string } };
  public: { regex: { body: string } };
  direct: { regex: { body: string } };
  notifications: {
    alerts: PerType;
    shows: PerType;
    sounds: PerType;
    quickFilter: { active: string; show: boolean; advanced: boolean };
  };
  firehose: { onlyMedia: boolean };
  dismissedBanners: Record<string, boolean>;
  columns: Column[];
  frequentlyUsedEmojis: Record<string, number>;
  frequentlyUsedLanguages: Record<string, number>;
  /** The layout on screens wider than the mobile breakpoint. */
  layout: LayoutChoice;
  /** Ask before boosting (the BOOST modal). */
  confirmBoost: boolean;
  confirmDelete: boolean;
  confirmUnfollow: boolean;
  displayMedia: (typeof DISPLAY_MEDIA_CHOICES)[number];
  /** Animated custom emoji and avatars move always, not only when hovered. */
  autoPlayGif: boolean;
  /** No transitions or animations (the OS preference asks the same). */
  reduceMotion: boolean;
  /** Statuses with a content warning start revealed. */
  expandSpoilers: boolean;
  /**
   * Reply, boost, favourite, quote and reaction counts on the action bar in timelines (a
   * post's own page shows them always).
   */
  showCounts: boolean;
  /** Who may quote a new post; blank follows the account's own default. */
  defaultQuotePolicy: string;
  stayPrivacy: boolean;
  /** The media players' volume and mute (SPEC §9: kept per account). */
  player: { volume: number; muted: boolean };
  /** The interface's language: the browser's, or one chosen. */
  locale: LocaleChoice;
}

export const defaultSettings = (): Settings => ({
  saved: true,
  skinTone: 1,
  trends: { show: true },
  home: { shows: { reblog: true, reply: true, quote: true }, regex: { body: '' } },
  community: { regex: { body: '' } },
  public: { regex: { body: '' } },
  direct: { regex: { body: '' } },
  notifications: {
    alerts: allOn(),
    shows: allOn(),
    sounds: allOn(),
    quickFilter: { active: 'all', show: true, advanced: false },
  },
  firehose: { onlyMedia: false },
  dismissedBanners: {},
  columns: defaultColumns(),
  frequentlyUsedEmojis: {},
  frequentlyUsedLanguages: {},
  layout: 'auto',
  confirmBoost: false,
  confirmDelete: true,
  confirmUnfollow: true,
  displayMedia: 'default',
  autoPlayGif: false,
  reduceMotion: false,
  expandSpoilers: false,
  showCounts: true,
  defaultQuotePolicy: '',
  stayPrivacy: false,
  player: { volume: PLAYER_DEFAULT_VOLUME, muted: false },
  locale: 'browser',
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored settings over the defaults, keeping only values of the default's type. */
export function mergeSettings(base: unknown, stored: unknown): unknown {
  if (!isRecord(base) || !isRecord(stored)) {
    if (Array.isArray(base)) return Array.isArray(stored) ? stored : base;
    return typeof stored === typeof base ? stored : base;
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    out[key] = key in base ? mergeSettings(base[key], value) : value;
  }
  return out;
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultSettings(),
  reducers: {
    settingsLoaded(state, action: PayloadAction<unknown>) {
      const stored = isRecord(action.payload) ? action.payload : {};
      const { multiColumn, ...rest } = stored;
      const merged = mergeSettings(defaultSettings(), rest) as Settings;
      const layout = LAYOUT_CHOICES.find((choice) => choice === stored.layout);
      return {
        ...merged,
        columns: columnsOf(stored.columns) ?? defaultColumns(),
        // Settings kept before the layout had three choices said only multi-column or not.
        layout: layout ?? (multiColumn === true ? 'multi' : 'auto'),
        // Settings kept before the language could be chosen leave the one in use.
        locale: isLocaleChoice(stored.locale) ? stored.locale : state.locale,
        saved: true,
      };
    },
    /** One change at a path, e.g. ['home', 'shows', 'reblog']; saved after changes. */
    settingChanged(state, action: PayloadAction<{ path: string[]; value: unknown }>) {
      const { path, value } = action.payload;
      let node: Record<string, unknown> = state;
      for (const part of path.slice(0, -1)) {
        const next = node[part];
        if (!isRecord(next)) return;
        node = next;
      }
      const last = path[path.length - 1];
      if (last === undefined) return;
      node[last] = value;
      state.saved = false;
    },
    columnsChanged(state, action: PayloadAction<Column[]>) {
      state.columns = action.payload;
      state.saved = false;
    },
    columnAdded(state, action: PayloadAction<Column>) {
      state.columns = addColumn(state.columns, action.payload);
      state.saved = false;
    },
    columnRemoved(state, action: PayloadAction<string>) {
      state.columns = state.columns.filter((c) => c.uuid !== action.payload);
      state.saved = false;
    },
    columnMoved(state, action: PayloadAction<{ uuid: string; direction: -1 | 1 }>) {
      state.columns = moveColumn(state.columns, action.payload.uuid, action.payload.direction);
      state.saved = false;
    },
    /** Merges into a column's params (its filters); undefined removes one. */
    columnParamsChanged(state, action: PayloadAction<{ uuid: string; params: ColumnParams }>) {
      const column = state.columns.find((c) => c.uuid === action.payload.uuid);
      if (!column) return;
      column.params = { ...column.params, ...action.payload.params };
      state.saved = false;
    },
    settingsSaved(state) {
      state.saved = true;
    },
    /** The language is the device's until an account's settings choose one. */
    settingsReset(state) {
      return { ...defaultSettings(), locale: state.locale };
    },
    /** The choice kept on the device, read back at start-up and after a new session's reset. */
    localeRestored(state, action: PayloadAction<LocaleChoice>) {
      state.locale = action.payload;
    },
  },
});

export const {
  settingsLoaded,
  settingChanged,
  columnsChanged,
  columnAdded,
  columnRemoved,
  columnMoved,
  columnParamsChanged,
  settingsSaved,
  settingsReset,
  localeRestored,
} = settingsSlice.actions;
export default settingsSlice.reducer;
