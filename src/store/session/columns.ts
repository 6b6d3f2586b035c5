/** The deck's saved columns: what they are, and the rules that change the set. */

export const COLUMN_IDS = [
  'COMPOSE',
  'HOME',
  'NOTIFICATIONS',
  'PUBLIC',
  'COMMUNITY',
  'HASHTAG',
  'LIST',
  'BOOKMARKS_EX',
  'ANTENNA',
  'ANTENNA_TIMELINE',
  'CIRCLE',
  'KEYBOARD_SHORTCUTS',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** What a column shows and how: an item or tag, and its own filters. */
export interface ColumnParams {
  /** The list, category, antenna or circle shown. */
  id?: string;
  /** The hashtag shown (HASHTAG). */
  tag?: string;
  /** 'Show only media'. */
  onlyMedia?: boolean;
  /** The column's own regex body filter (blank means none). */
  regex?: string;
  /**
   * Another signed-in account whose home or notifications the column shows (its key,
   * `origin|accountId`); absent for the current account's own.
   */
  account?: string;
}

export interface Column {
  uuid: string;
  id: ColumnId;
  params: ColumnParams;
}

/** The default columns are COMPOSE, HOME and NOTIFICATIONS. */
export const defaultColumns = (): Column[] => [
  { uuid: 'compose', id: 'COMPOSE', params: {} },
  { uuid: 'home', id: 'HOME', params: {} },
  { uuid: 'notifications', id: 'NOTIFICATIONS', params: {} },
];

/** Two descriptors name the same column when the kind and the item or tag agree. */
export const sameColumn = (
  column: Pick<Column, 'id' | 'params'>,
  other: Pick<Column, 'id' | 'params'>,
): boolean =>
  column.id === other.id &&
  (column.params.id ?? '') === (other.params.id ?? '') &&
  (column.params.account ?? '') === (other.params.account ?? '') &&
  (column.params.tag ?? '').toLowerCase() === (other.params.tag ?? '').toLowerCase();

/** A column joins at the end, unless the same one is already there. */
export function addColumn(columns: Column[], column: Column): Column[] {
  if (columns.some((c) => sameColumn(c, column))) return columns;
  return [...columns, column];
}

/** Moves a column one place left (-1) or right (1); at an end it stays. */
export function moveColumn(columns: Column[], uuid: string, direction: -1 | 1): Column[] {
  const from = columns.findIndex((c) => c.uuid === uuid);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= columns.length) return columns;
  const out = [...columns];
  const [moved] = out.splice(from, 1);
  if (moved) out.splice(to, 0, moved);
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function paramsOf(value: unknown): ColumnParams {
  if (!isRecord(value)) return {};
  const params: ColumnParams = {};
  if (typeof value.id === 'string') params.id = value.id;
  if (typeof value.tag === 'string') params.tag = value.tag;
  if (typeof value.onlyMedia === 'boolean') params.onlyMedia = value.onlyMedia;
  if (typeof value.regex === 'string') params.regex = value.regex;
  if (typeof value.account === 'string') params.account = value.account;
  return params;
}

/** Stored columns read back: unknown kinds and malformed entries are left out. */
export function columnsOf(value: unknown): Column[] | null {
  if (!Array.isArray(value)) return null;
  const out: Column[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.uuid !== 'string') continue;
    const id = COLUMN_IDS.find((known) => known === entry.id);
    if (!id) continue;
    out.push({ uuid: entry.uuid, id, params: paramsOf(entry.params) });
  }
  return out;
}
