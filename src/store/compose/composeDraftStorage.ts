/** The draft as kept in IndexedDB per account, read back defensively (it may be old or edited). */
import type { ComposeDraft, ComposeMedia } from './composeState';
import type { PollDraft } from './composePoll';
import type { RootState } from '../index';
import { selectDraft } from './draftSelectors';

export const DRAFT_FIELDS = [
  'text',
  'spoiler',
  'spoilerText',
  'sensitive',
  'markdown',
  'privacy',
  'circleId',
  'searchability',
  'language',
  'inReplyToId',
  'replyToLimited',
  'media',
  'poll',
  'quotedStatusId',
  'quotePolicy',
  'editId',
  'scheduledAt',
  'scheduledEditId',
  'idempotencyKey',
] as const satisfies readonly (keyof ComposeDraft)[];

/** The stored shape: these fields and no others, whatever the slice may hold one day. */
export const draftOf = (state: RootState): ComposeDraft => {
  const c = selectDraft(state);
  return {
    text: c.text,
    spoiler: c.spoiler,
    spoilerText: c.spoilerText,
    sensitive: c.sensitive,
    markdown: c.markdown,
    privacy: c.privacy,
    circleId: c.circleId,
    searchability: c.searchability,
    language: c.language,
    inReplyToId: c.inReplyToId,
    replyToLimited: c.replyToLimited,
    media: c.media,
    poll: c.poll,
    quotedStatusId: c.quotedStatusId,
    quotePolicy: c.quotePolicy,
    editId: c.editId,
    scheduledAt: c.scheduledAt,
    scheduledEditId: c.scheduledEditId,
    idempotencyKey: c.idempotencyKey,
  };
};

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strOrNull = (v: unknown): string | null | undefined =>
  v === null ? null : typeof v === 'string' ? v : undefined;

function mediaOf(value: unknown): ComposeMedia[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: ComposeMedia[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string') continue;
    const focus =
      isRecord(item.focus) && typeof item.focus.x === 'number' && typeof item.focus.y === 'number'
        ? { x: item.focus.x, y: item.focus.y }
        : null;
    const type = ['image', 'gifv', 'video', 'audio'].find((t) => t === item.type) ?? 'unknown';
    out.push({
      id: item.id,
      type: type as ComposeMedia['type'],
      url: str(item.url) ?? null,
      previewUrl: str(item.previewUrl) ?? null,
      description: str(item.description) ?? '',
      focus,
      unattached: item.unattached !== false,
    });
  }
  return out;
}

function pollOf(value: unknown): PollDraft | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !Array.isArray(value.options)) return undefined;
  const options = value.options.filter((o): o is string => typeof o === 'string');
  if (options.length < 2 || typeof value.expiresIn !== 'number') return undefined;
  return { options, expiresIn: value.expiresIn, multiple: value.multiple === true };
}

/** Only fields of the right type come back. */
export function restoreDraft(stored: unknown): Partial<ComposeDraft> {
  if (!isRecord(stored)) return {};
  const out: Partial<ComposeDraft> = {};
  const set = <K extends keyof ComposeDraft>(key: K, value: ComposeDraft[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  for (const key of [
    'text',
    'spoilerText',
    'searchability',
    'language',
    'quotePolicy',
    'idempotencyKey',
  ] as const)
    set(key, str(stored[key]));
  for (const key of ['spoiler', 'sensitive', 'markdown', 'replyToLimited'] as const)
    if (typeof stored[key] === 'boolean') out[key] = stored[key];
  const privacy = str(stored.privacy);
  if (privacy) out.privacy = privacy as ComposeDraft['privacy'];
  for (const key of [
    'circleId',
    'inReplyToId',
    'quotedStatusId',
    'editId',
    'scheduledAt',
    'scheduledEditId',
  ] as const)
    set(key, strOrNull(stored[key]));
  set('media', mediaOf(stored.media));
  set('poll', pollOf(stored.poll));
  return out;
}
