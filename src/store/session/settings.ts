import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColumnId =
  | 'COMPOSE'
  | 'HOME'
  | 'NOTIFICATIONS'
  | 'PUBLIC'
  | 'COMMUNITY'
  | 'LIST'
  | 'BOOKMARKS_EX'
  | 'ANTENNA'
  | 'ANTENNA_TIMELINE'
  | 'CIRCLE';

export interface Column {
  uuid: string;
  id: ColumnId;
  params: Record<string, string>;
}

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
  /** Multi-column layout on wide screens. */
  multiColumn: boolean;
  /** Ask before boosting (the BOOST modal). */
  confirmBoost: boolean;
  confirmDelete: boolean;
  displayMedia: 'default' | 'show_all' | 'hide_all';
  stayPrivacy: boolean;
}

/** The default columns are COMPOSE, HOME and NOTIFICATIONS. */
export const defaultColumns = (): Column[] => [
  { uuid: 'compose', id: 'COMPOSE', params: {} },
  { uuid: 'home', id: 'HOME', params: {} },
  { uuid: 'notifications', id: 'NOTIFICATIONS', params: {} },
];

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
  multiColumn: false,
  confirmBoost: false,
  confirmDelete: true,
  displayMedia: 'default',
  stayPrivacy: false,
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
    settingsLoaded(_state, action: PayloadAction<unknown>) {
      return { ...(mergeSettings(defaultSettings(), action.payload) as Settings), saved: true };
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
    settingsSaved(state) {
      state.saved = true;
    },
    settingsReset() {
      return defaultSettings();
    },
  },
});

export const { settingsLoaded, settingChanged, columnsChanged, settingsSaved, settingsReset } =
  settingsSlice.actions;
export default settingsSlice.reducer;
