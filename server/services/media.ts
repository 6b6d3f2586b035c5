/** Uploading and editing media attachments (Mastodon's v2/media and v1/media/:id). */
import type { ApiMediaAttachmentJSON, ApiMediaMetaJSON } from '../../src/api/types';
import {
  IMAGE_SIZE_LIMIT_BYTES,
  IMAGE_SYNC_LIMIT_BYTES,
  MEDIA_DESCRIPTION_LIMIT,
  MEDIA_PROCESSING_MS,
  VIDEO_SIZE_LIMIT_BYTES,
} from '../config';
import { one, type Queryable } from '../db/database';
import { ApiError, notFound, validationFailed } from '../http/errors';
import { isId, snowflakeNow } from '../ids';
import { encodeBlurhash } from '../media/blurhash';
import { writeSystemFile } from '../media/files';
import { landscape } from '../media/images';
import { decodePng } from '../media/png';
import { probe } from '../media/probe';

export interface MediaRow {
  id: string;
  account_id: string;
  status_id: string | null;
  type: ApiMediaAttachmentJSON['type'];
  file_path: string;
  preview_path: string;
  thumbnail_path: string | null;
  meta: ApiMediaMetaJSON | null;
  description: string | null;
  blurhash: string | null;
  ready_at: Date;
}

export const isProcessing = (row: Pick<MediaRow, 'ready_at'>, now = Date.now()): boolean =>
  row.ready_at.getTime() > now;

/** The wire shape; url is null while processing, as Mastodon sends it. */
export function uploadedMediaJSON(row: MediaRow, origin: string): ApiMediaAttachmentJSON {
  const processing = isProcessing(row);
  const preview = row.thumbnail_path ?? row.preview_path;
  return {
    id: row.id,
    type: row.type,
    url: processing ? null : `${origin}/system/${row.file_path}`,
    preview_url: `${origin}/system/${preview}`,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: row.meta,
    description: row.description,
    blurhash: row.blurhash,
  };
}

/** Mastodon's 'x,y' focus, each in -1..1. */
export function parseFocus(value: string | undefined): { x: number; y: number } | undefined {
  if (value === undefined || value === '') return undefined;
  const [x, y] = value.split(',').map(Number);
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y))
    throw validationFailed('Focus is invalid');
  const clamp = (n: number) => Math.max(-1, Math.min(1, n));
  return { x: clamp(x), y: clamp(y) };
}

function checkDescription(description: string | undefined): void {
  if (description !== undefined && Array.from(description).length > MEDIA_DESCRIPTION_LIMIT)
    throw validationFailed(
      `Description is too long (maximum is ${MEDIA_DESCRIPTION_LIMIT} characters)`,
    );
}

const CONTENT_TYPE_INVALID = 'File content type is invalid, File is invalid';

async function storeThumbnail(
  filesDir: string,
  id: string,
  bytes: Uint8Array,
): Promise<{ path: string; width: number | null; height: number | null }> {
  const found = probe(bytes);
  if (!found || found.kind !== 'image') throw validationFailed(`Thumbnail ${CONTENT_TYPE_INVALID}`);
  const path = `media_attachments/thumbnails/${id}/${snowflakeNow()}.${found.extension}`;
  await writeSystemFile(filesDir, path, bytes);
  return { path, width: found.width, height: found.height };
}

export interface UploadInput {
  accountId: string;
  file: Uint8Array | undefined;
  description?: string;
  focus?: string;
  thumbnail?: Uint8Array;
}

/** What the file is, once it is known to be a supported type within its size limit. */
function checkUpload(input: UploadInput) {
  if (!input.file || input.file.length === 0) throw validationFailed("File can't be blank");
  const found = probe(input.file);
  if (!found) throw validationFailed(CONTENT_TYPE_INVALID);
  const limit = found.kind === 'image' ? IMAGE_SIZE_LIMIT_BYTES : VIDEO_SIZE_LIMIT_BYTES;
  if (input.file.length > limit)
    throw validationFailed(`File file size must be less than ${limit / 1_048_576} MB`);
  checkDescription(input.description);
  return found;
}

export async function createMedia(
  db: Queryable,
  filesDir: string,
  input: UploadInput,
): Promise<{ row: MediaRow; processing: boolean }> {
  const found = checkUpload(input);
  if (!input.file) throw validationFailed("File can't be blank");
  const focus = parseFocus(input.focus);
  const id = snowflakeNow();
  const file = `media_attachments/files/${id}/original.${found.extension}`;
  await writeSystemFile(filesDir, file, input.file);

  const meta: ApiMediaMetaJSON & Record<string, unknown> = {};
  let preview = file;
  let blurhash: string | null = null;
  if (found.kind === 'image' && found.width && found.height) {
    const size = { width: found.width, height: found.height };
    const aspect = found.width / found.height;
    meta.original = { ...size, size: `${found.width}x${found.height}`, aspect } as typeof size;
    meta.small = { ...size, size: `${found.width}x${found.height}`, aspect } as typeof size;
    const pixels = found.mime === 'image/png' ? decodePng(input.file) : null;
    if (pixels) blurhash = encodeBlurhash(pixels.pixel, 32, 32);
  }
  if (found.kind !== 'image') {
    // A generated poster stands in until a custom thumbnail is given.
    const picture = landscape(Number(BigInt(id) % 97n));
    preview = `media_attachments/files/${id}/poster.svg`;
    await writeSystemFile(filesDir, preview, picture.svg(640, 360));
    blurhash = picture.blurhash;
  }
  if (focus) meta.focus = focus;
  let thumbnail: string | null = null;
  if (input.thumbnail?.length) {
    thumbnail = (await storeThumbnail(filesDir, id, input.thumbnail)).path;
    if (found.kind !== 'image') preview = thumbnail;
  }
  const processing = found.kind !== 'image' || input.file.length > IMAGE_SYNC_LIMIT_BYTES;
  const readyAt = new Date(Date.now() + (processing ? MEDIA_PROCESSING_MS : 0));
  const row = await one<MediaRow>(
    db,
    `insert into media_attachments (id, account_id, type, file_path, preview_path, thumbnail_path, meta,
       description, blurhash, created_at, ready_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), $10) returning *`,
    [
      id,
      input.accountId,
      found.kind,
      file,
      preview,
      thumbnail,
      JSON.stringify(meta),
      input.description ?? null,
      blurhash,
      readyAt,
    ],
  );
  if (!row) throw new ApiError(500, 'Upload failed');
  return { row, processing };
}

/** The owner's media; unattached only when `unattachedOnly` (as Mastodon's PUT). */
export async function ownMedia(
  db: Queryable,
  accountId: string,
  id: string,
  unattachedOnly: boolean,
): Promise<MediaRow> {
  if (!isId(id)) throw notFound();
  const row = await one<MediaRow>(
    db,
    `select * from media_attachments where id = $1 and account_id = $2 ${unattachedOnly ? 'and status_id is null' : ''}`,
    [id, accountId],
  );
  if (!row) throw notFound();
  return row;
}

export async function updateMedia(
  db: Queryable,
  filesDir: string,
  row: MediaRow,
  input: { description?: string; focus?: string; thumbnail?: Uint8Array },
): Promise<MediaRow> {
  checkDescription(input.description);
  const focus = parseFocus(input.focus);
  const meta = { ...row.meta, ...(focus ? { focus } : {}) };
  const thumbnail = input.thumbnail?.length
    ? (await storeThumbnail(filesDir, row.id, input.thumbnail)).path
    : row.thumbnail_path;
  // Statuses show the preview: a custom thumbnail replaces a video's or audio's poster.
  const preview = thumbnail && row.type !== 'image' ? thumbnail : row.preview_path;
  const updated = await one<MediaRow>(
    db,
    `update media_attachments set description = $2, meta = $3, thumbnail_path = $4, preview_path = $5
     where id = $1 returning *`,
    [row.id, input.description ?? row.description, JSON.stringify(meta), thumbnail, preview],
  );
  if (!updated) throw notFound();
  return updated;
}
